import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture } from "../../test/account-info.fixture";
import { mockFetch } from "../../test/render";
import { accountInfoQuery, takeEarlyAccountInfo } from "./account-info";
import { queryClient } from "./query-client";
import { session } from "./session";

/** public/account-prefetch.js as the page runs it: a classic script, evaluated as it is. */
const prefetchScript = readFileSync(
  path.resolve(import.meta.dirname, "../../public/account-prefetch.js"),
  "utf8",
);
const runPrefetchScript = () => new Function(prefetchScript)();

const ANNA = accountInfoFixture({ id: 21, fullName: "Anna Athlete", email: "anna@example.com" });

beforeEach(() => {
  queryClient.clear();
  delete window.__accountInfoEarly;
  delete window.__accountInfoTaken;
});
afterEach(() => session.clear());

describe("the account asked for with the page", () => {
  it("asks with the stored token, and the app takes that answer without asking again", async () => {
    session.setTokens({ access: "access-1", refresh: "refresh-1" });
    const calls = mockFetch([{ path: "/api/account/info/", body: ANNA }]);
    runPrefetchScript();
    expect(calls).toEqual([
      {
        method: "GET",
        path: "/api/account/info/",
        body: undefined,
        headers: { Accept: "application/json", Authorization: "Bearer access-1" },
      },
    ]);
    takeEarlyAccountInfo();
    const answer = await queryClient.fetchQuery(accountInfoQuery());
    expect(answer.details.fullName).toBe("Anna Athlete");
    expect(calls).toHaveLength(1);
    // Taken once: a later start of the app asks for itself.
    expect(window.__accountInfoEarly).toBeUndefined();
  });

  it("asks again through the API client when the early answer was refused", async () => {
    session.setTokens({ access: "expired", refresh: "refresh-1" });
    const calls = mockFetch([
      { path: "/api/account/info/", status: 401, body: { detail: "expired" } },
    ]);
    runPrefetchScript();
    expect(await window.__accountInfoEarly).toBeNull();
    // The API client's own call, with the token renewed meanwhile.
    session.setAccess("renewed");
    const again = mockFetch([{ path: "/api/account/info/", body: ANNA }]);
    takeEarlyAccountInfo();
    const answer = await queryClient.fetchQuery(accountInfoQuery());
    expect(answer.details.id).toBe(21);
    expect(calls).toHaveLength(1);
    expect(again.map((call) => call.headers.Authorization)).toEqual(["Bearer renewed"]);
  });

  it("asks nothing when the app started first, which asks for itself", async () => {
    session.setTokens({ access: "access-1", refresh: "refresh-1" });
    const calls = mockFetch([{ path: "/api/account/info/", body: ANNA }]);
    takeEarlyAccountInfo();
    runPrefetchScript();
    expect(calls).toEqual([]);
    await queryClient.fetchQuery(accountInfoQuery());
    expect(calls.map((call) => call.path)).toEqual(["/api/account/info/"]);
  });

  it("asks nothing when no one is signed in", () => {
    const calls = mockFetch([]);
    runPrefetchScript();
    expect(calls).toEqual([]);
    expect(window.__accountInfoEarly).toBeUndefined();
  });
});
