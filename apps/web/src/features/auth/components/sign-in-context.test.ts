import { describe, expect, it } from "vitest";
import { safeRedirectPath, subdomainOf } from "./sign-in-context";

describe("subdomainOf", () => {
  it.each([
    ["coach-anna.localhost", "coach-anna"],
    ["anna.endurance.example", "anna"],
    ["app.endurance.co.uk", "app"],
    ["localhost", null],
    ["endurance.example", null],
    ["127.0.0.1", null],
  ])("%s -> %s", (host, expected) => {
    expect(subdomainOf(host, undefined)).toBe(expected);
  });

  it.each([
    ["hart.coach.example.co.uk", "coach.example.co.uk", "hart"],
    ["coach.example.co.uk", "coach.example.co.uk", null],
    ["hart.other.example", "coach.example.co.uk", null],
    ["hart.localhost", "localhost", "hart"],
  ])("%s with APP_DOMAIN %s -> %s", (host, appDomain, expected) => {
    expect(subdomainOf(host, appDomain)).toBe(expected);
  });
});

describe("safeRedirectPath", () => {
  const origin = "https://app.example";
  it.each([
    [null, "/"],
    ["", "/"],
    ["/calendar?week=3#today", "/calendar?week=3#today"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["calendar", "/"],
  ])("%s -> %s", (redirect, expected) => {
    expect(safeRedirectPath(redirect, origin)).toBe(expected);
  });
});
