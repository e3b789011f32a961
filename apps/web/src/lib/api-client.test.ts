import { notifications } from "@mantine/notifications";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../test/render";
import { apiFetch } from "./api-client";
import { ApiError } from "./api-error";
import { setNavigator } from "./navigation";
import { session } from "./session";

const notified = { errors: [] as string[] };

const navigations: string[] = [];
beforeEach(() => {
  notified.errors.length = 0;
  // The toasts the client shows, as lib/notify hands them to Mantine (red for errors).
  vi.spyOn(notifications, "show").mockImplementation((toast) => {
    if (toast.color === "red") notified.errors.push(String(toast.message));
    return "";
  });
  navigations.length = 0;
  setNavigator((to) => navigations.push(to));
  window.history.replaceState(null, "", "/dashboard");
  session.setTokens({ access: "old-access", refresh: "refresh-1" });
});

const expired = { status: 401, body: { detail: "expired", code: "token_not_valid" } };

describe("session and transport", () => {
  it("refreshes an expired access token once and retries without the user noticing", async () => {
    let infoCalls = 0;
    const routes = [
      {
        method: "POST",
        path: "/api/token/refresh/",
        body: { access: "new-access", refresh: "refresh-2" },
      },
    ];
    const calls = mockFetch(routes);
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith("/api/account/info/")) {
        infoCalls++;
        const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization;
        calls.push({
          method: "GET",
          path: "/api/account/info/",
          body: undefined,
          headers: { auth },
        });
        return auth === "Bearer new-access"
          ? new Response(JSON.stringify({ ok: 1 }), { status: 200 })
          : new Response(JSON.stringify(expired.body), { status: 401 });
      }
      return realFetch(input, init);
    }) as typeof fetch;

    await expect(apiFetch("/api/account/info/")).resolves.toEqual({ ok: 1 });
    expect(infoCalls).toBe(2);
    expect(session.access()).toBe("new-access");
    expect(session.refresh()).toBe("refresh-2");
    expect(notified.errors).toEqual([]);
  });

  it("shares one refresh among calls that fail together", async () => {
    let refreshCalls = 0;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === "/api/token/refresh/") {
        refreshCalls++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return new Response(JSON.stringify({ access: "fresh", refresh: "r2" }), { status: 200 });
      }
      const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization;
      return auth === "Bearer fresh"
        ? new Response(JSON.stringify({ url }), { status: 200 })
        : new Response(JSON.stringify(expired.body), { status: 401 });
    }) as typeof fetch;
    const results = await Promise.all([apiFetch("/api/a"), apiFetch("/api/b"), apiFetch("/api/c")]);
    expect(results).toEqual([{ url: "/api/a" }, { url: "/api/b" }, { url: "/api/c" }]);
    expect(refreshCalls).toBe(1);
  });

  it("logs out with 'Session expired...' and goes to /login when the refresh is refused", async () => {
    localStorage.setItem("something-else", "x");
    mockFetch([
      { path: "/api/account/info/", ...expired },
      {
        method: "POST",
        path: "/api/token/refresh/",
        status: 401,
        body: { code: "token_not_valid", detail: "x" },
      },
    ]);
    await expect(apiFetch("/api/account/info/")).rejects.toBeInstanceOf(ApiError);
    expect(notified.errors).toEqual(["Session expired you have been logged out automatically."]);
    expect(navigations).toEqual(["/login"]);
    expect(session.refresh()).toBeNull();
    expect(localStorage.getItem("something-else")).toBeNull();
  });

  it("goes to /error.html with the exact message when the refresh answers 500", async () => {
    mockFetch([
      { path: "/api/account/info/", ...expired },
      { method: "POST", path: "/api/token/refresh/", status: 500, body: "boom" },
    ]);
    await expect(apiFetch("/api/account/info/")).rejects.toBeInstanceOf(ApiError);
    expect(notified.errors).toEqual(["An error occured, please try again later."]);
    expect(navigations).toEqual(["/error.html"]);
    expect(session.access()).toBeNull();
  });

  it("logs out on no_auth_cred_provided and on bad_authorization_header", async () => {
    mockFetch([
      { method: "POST", path: "/api/auth/logout/", body: {} },
      { path: "/api/x", status: 401, body: { code: "no_auth_cred_provided", detail: "x" } },
    ]);
    await expect(apiFetch("/api/x")).rejects.toBeInstanceOf(ApiError);
    expect(navigations).toEqual(["/login"]);
    expect(session.access()).toBeNull();

    session.setTokens({ access: "a", refresh: "r" });
    mockFetch([
      { path: "/api/y", status: 401, body: { code: "bad_authorization_header", detail: "x" } },
    ]);
    await expect(apiFetch("/api/y")).rejects.toBeInstanceOf(ApiError);
    expect(session.access()).toBeNull();
  });

  it.each([
    [
      403,
      { detail: "You do not have permission to perform this action." },
      "You are not authorized for this action",
    ],
    [
      500,
      { code: "internal_error", error: { message: "db down" } },
      "An error occured, please try again later",
    ],
    [405, { code: "due_subscription" }, "Please activate your subscription."],
    [
      405,
      {
        code: "due_subscription",
        error: { message: "Please activate your subscription before inviting new athletes." },
      },
      "Please activate your subscription before inviting new athletes.",
    ],
  ])("maps %i to its exact message", async (status, body, message) => {
    mockFetch([{ path: "/api/z", status, body }]);
    const error = await apiFetch("/api/z").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
    expect(notified.errors).toEqual([message]);
    if (status === 405) expect(navigations).toEqual(["/upgrade"]);
  });

  it("says 'A connection error occured...' when there is no response", async () => {
    globalThis.fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    const error = (await apiFetch("/api/z").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("A connection error occured, please try again later");
    expect(error.status).toBe(0);
  });

  it("passes the server's error.message and field errors through for other failures", async () => {
    mockFetch([
      {
        method: "POST",
        path: "/api/auth/register/",
        status: 400,
        body: { code: "email_taken", error: { message: "Taken" }, fields: { email: ["Taken"] } },
      },
    ]);
    const error = (await apiFetch("/api/auth/register/", { method: "POST", body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe("Taken");
    expect(error.fieldError("email")).toBe("Taken");
    expect(error.isNotified).toBe(false);
    expect(notified.errors).toEqual([]);
  });
});
