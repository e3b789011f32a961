/**
 * What the service worker posts to an open window of the app: a clicked notification asks the
 * app to show a path, which its router does without reloading the page.
 */
export type OpenUrlMessage = { type: "open-url"; url: string };

export const openUrlMessage = (url: string): OpenUrlMessage => ({ type: "open-url", url });

export function isOpenUrlMessage(data: unknown): data is OpenUrlMessage {
  if (!data || typeof data !== "object") return false;
  const message = data as Record<string, unknown>;
  return message.type === "open-url" && typeof message.url === "string";
}
