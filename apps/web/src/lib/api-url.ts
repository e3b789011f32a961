/** A request's query: absent (undefined or null) values are left out. */
export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * The address the API client asks for: `path` with the query in the order given. The page's
 * early requests (src/early/) build their addresses with it too, so that the client finds them.
 */
export function apiUrl(path: string, query?: ApiQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes("?") ? "&" : "?"}${text}` : path;
}
