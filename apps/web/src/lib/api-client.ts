import { messages } from "@coach/shared/validation/messages";
import { answerBody } from "./answer-body";
import { ApiError } from "./api-error";
import { type ApiQuery, apiUrl } from "./api-url";
import { takeEarlyAnswer } from "./early-answers";
import { logout } from "./logout";
import { navigateTo } from "./navigation";
import { notifyError } from "./notify";
import { session } from "./session";

/**
 * Where a 405 due_subscription sends the user: the upgrade screen, which names the problem and
 * leads to the subscription (AccountInfo's subscription tab) or to My athletes.
 */
export const UPGRADE_PATH = "/upgrade";

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  body?: unknown;
  query?: ApiQuery;
  signal?: AbortSignal;
  /** Send the access token (default true). */
  auth?: boolean;
};

type RawResponse = { status: number; body: unknown };

async function send(path: string, request: ApiRequest): Promise<RawResponse> {
  const url = apiUrl(path, request.query);
  if ((request.method ?? "GET") === "GET" && request.auth !== false) {
    // Asked with the page (lib/early-answers.ts): a refused answer (an expired token, say) is
    // asked again here, where a 401 renews the token.
    const early = takeEarlyAnswer(url);
    const answer = early && (await early);
    if (answer && answer.status >= 200 && answer.status < 300) return answer;
  }
  const headers: Record<string, string> = { Accept: "application/json" };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  const access = session.access();
  if (request.auth !== false && access) headers.Authorization = `Bearer ${access}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? "GET",
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    notifyError(messages.connectionError);
    throw new ApiError({ status: 0, message: messages.connectionError, isNotified: true });
  }
  return { status: response.status, body: answerBody(await response.text()) };
}

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh for all the calls that failed at once: they wait on the same promise. A refused
 * refresh ends the session with its message; one that answers 500 goes to /error.html.
 */
function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = session.refresh();
    if (!refresh) {
      await logout({ message: messages.sessionExpired, callServer: false });
      return false;
    }
    const response = await send("/api/token/refresh/", {
      method: "POST",
      body: { refresh },
      auth: false,
    });
    if (response.status === 200) {
      session.setTokens(response.body as { access: string; refresh: string });
      return true;
    }
    if (response.status >= 500) {
      await logout({ message: messages.refreshServerError, to: "/error.html", callServer: false });
      return false;
    }
    await logout({ message: messages.sessionExpired, callServer: false });
    return false;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const bodyField = (body: unknown, key: string): unknown =>
  body && typeof body === "object" ? (body as Record<string, unknown>)[key] : undefined;

/** Maps a failed answer to the message the user sees, and its side effects. */
async function toError(response: RawResponse): Promise<ApiError> {
  const { status, body } = response;
  const code = bodyField(body, "code") as string | undefined;
  const fields = (bodyField(body, "fields") as Record<string, string[]> | undefined) ?? {};
  if (code === "bad_authorization_header" || (status === 401 && code === "no_auth_cred_provided")) {
    await logout({ callServer: false });
    return new ApiError({ status, code, message: messages.sessionExpired, isNotified: true });
  }
  if (status === 401) {
    return new ApiError({ status, code, message: messages.sessionExpired, isNotified: true });
  }
  if (status === 403) {
    notifyError(messages.notAuthorized);
    return new ApiError({ status, code, message: messages.notAuthorized, isNotified: true });
  }
  if (status === 405 && code === "due_subscription") {
    // The server may say more ('...before inviting new athletes.'); the spec's words otherwise.
    const said = bodyField(bodyField(body, "error"), "message");
    const message = typeof said === "string" && said ? said : messages.activateSubscription;
    navigateTo(UPGRADE_PATH);
    notifyError(message);
    return new ApiError({ status, code, message, isNotified: true });
  }
  if (status >= 500) {
    notifyError(messages.serverError);
    return new ApiError({ status, code, message: messages.serverError, isNotified: true });
  }
  const error = bodyField(body, "error");
  const detail = bodyField(body, "detail");
  const serverMessage =
    (typeof error === "string" ? error : (bodyField(error, "message") as string | undefined)) ??
    // A 409 of a stale write says who changed the resource in `detail` (decision 083).
    (typeof detail === "string" ? detail : undefined) ??
    (typeof body === "string" && body ? body : JSON.stringify(body));
  return new ApiError({ status, code, fields, message: serverMessage, body });
}

/** Every call to the API goes through here: one place for the session and error rules. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  let response = await send(path, request);
  const isExpired = (r: RawResponse) =>
    r.status === 401 && bodyField(r.body, "code") === "token_not_valid";
  if (request.auth !== false && isExpired(response)) {
    if (!(await refreshAccessToken())) {
      throw new ApiError({
        status: 401,
        code: "token_not_valid",
        message: messages.sessionExpired,
        isNotified: true,
      });
    }
    response = await send(path, request);
    if (isExpired(response)) {
      await logout({ message: messages.sessionExpired, callServer: false });
      throw new ApiError({
        status: 401,
        code: "token_not_valid",
        message: messages.sessionExpired,
        isNotified: true,
      });
    }
  }
  if (response.status >= 200 && response.status < 300) {
    // An answer that carries an error field is a failure.
    if (bodyField(response.body, "error")) throw await toError(response);
    return response.body as T;
  }
  throw await toError(response);
}
