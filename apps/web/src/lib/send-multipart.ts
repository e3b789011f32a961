import { messages } from "@coach/shared/validation/messages";
import { apiFetch } from "./api-client";
import { ApiError } from "./api-error";
import { session } from "./session";

/**
 * A multipart call (on-boarding pages and answers, business images). apiFetch is JSON-only, so the
 * session rules are kept small here: the access token as apiFetch sends it; on a 401
 * 'token_not_valid', one apiFetch call (GET api/account/info/) refreshes the token or ends the
 * session, then one retry. A failure becomes an ApiError with the server's field errors.
 */
async function sendOnce(method: "POST" | "PUT", path: string, form: FormData) {
  const access = session.access();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (access) headers.Authorization = `Bearer ${access}`;
  try {
    return await fetch(path, { method, headers, body: form });
  } catch {
    throw new ApiError({ status: 0, message: messages.connectionError });
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

export async function sendMultipart<T>(
  method: "POST" | "PUT",
  path: string,
  form: FormData,
): Promise<T> {
  let response = await sendOnce(method, path, form);
  if (response.status === 401) {
    await apiFetch("/api/account/info/");
    response = await sendOnce(method, path, form);
  }
  const body = (await readBody(response)) as {
    code?: string;
    error?: { message?: string };
    fields?: Record<string, string[]>;
  } | null;
  if (response.ok) return body as T;
  const message =
    response.status >= 500
      ? messages.serverError
      : response.status === 403
        ? messages.notAuthorized
        : (body?.error?.message ?? `Request failed (${response.status})`);
  throw new ApiError({
    status: response.status,
    code: body?.code,
    fields: body?.fields ?? {},
    message,
  });
}
