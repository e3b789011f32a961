import { describe, expect, it } from "vitest";
import { isHelpHiddenOn } from "./help-visibility";

describe("where the floating help shows", () => {
  it.each([
    "/login",
    "/register",
    "/password-reset-request/",
    "/password-reset/abc/",
    "/email-confirm/abc/",
    "/invitation/hash-1",
    "/activity/12",
    "/coach-message-board",
    "/payments",
    "/admin-center",
    "/admin-center/subscription",
  ])("hides on %s", (path) => {
    expect(isHelpHiddenOn(path)).toBe(true);
  });

  it.each([
    "/dashboard",
    "/library/workouts",
    "/athlete/3/calendar",
    "/my-athletes",
    "/activities",
    // The invitations manager is not an invitation page.
    "/invitations",
  ])("shows on %s", (path) => {
    expect(isHelpHiddenOn(path)).toBe(false);
  });
});
