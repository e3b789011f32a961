import { describe, expect, it } from "vitest";
import { BusinessSettingsBodySchema } from "./business.schemas.ts";
import {
  AddAthleteBodySchema,
  CoachInviteBodySchema,
  CommentBodySchema,
  FeedbackBodySchema,
  InvitationEmailSchema,
  isDueDateAllowed,
  SendInvitationBodySchema,
  TodoBodySchema,
} from "./forms.schemas.ts";
import { firstMessage } from "./test-messages.ts";

describe("add athlete", () => {
  it.each([
    [{ fullName: "Ann Lee", email: "ann@x.io" }, null],
    [{ fullName: "Ann", email: "ann@x.io" }, "Please enter a valid full name"],
    [{ fullName: "Ann Lee", email: "nope" }, "Please enter a valid email"],
    [{ fullName: "Ann Lee" }, "This field is required"],
  ])("%j -> %s", (body, message) =>
    expect(firstMessage(AddAthleteBodySchema.safeParse(body))).toBe(message),
  );
});

describe("coach invite", () => {
  it.each([
    [{ email: "c@x.io", full_name: "Bo" }, null],
    [{ email: "c@x.io", full_name: "B" }, "The name should be at least two characters"],
    [{ email: "c@", full_name: "Bo" }, "Please enter a valid email"],
  ])("%j -> %s", (body, message) =>
    expect(firstMessage(CoachInviteBodySchema.safeParse(body))).toBe(message),
  );
});

describe("invitation e-mail", () => {
  it.each([
    ["a@x.io", null],
    ["a@x", "E-mail must be valid"],
    ["", "This field is required"],
  ])("%j -> %s", (email, message) =>
    expect(firstMessage(InvitationEmailSchema.safeParse(email))).toBe(message),
  );
  it("fills the invitation defaults", () => {
    expect(SendInvitationBodySchema.parse({ email: "a@x.io" })).toEqual({
      email: "a@x.io",
      from_athlete_to_coach: false,
      onBoardingId: null,
      messageFromCoach: "",
    });
  });
});

describe("feedback", () => {
  it.each([
    [{ subject: "Hi", thoughts: "Nice" }, null],
    [{ subject: " ", thoughts: "Nice" }, "field is required"],
    [{ subject: "Hi" }, "field is required"],
  ])("%j -> %s", (body, message) =>
    expect(firstMessage(FeedbackBodySchema.safeParse(body))).toBe(message),
  );
});

describe("business settings", () => {
  const valid = { businessName: "Fast Co", subdomain: "fast-co" };
  it.each([
    [valid, null],
    [{ ...valid, businessName: "  " }, "Business name is required"],
    [{ subdomain: "fast-co" }, "Business name is required"],
    [{ ...valid, publicText: "x".repeat(749) }, null],
    [{ ...valid, publicText: "x".repeat(750) }, "Maximum 750 characters allowed"],
    [
      { ...valid, subdomain: "Fast" },
      "Only lowercase letters (a–z), numbers, and hyphens are allowed.",
    ],
    [{ ...valid, webSiteUrl: "https://fast.co" }, null],
    [{ ...valid, webSiteUrl: "fast" }, "Enter a web address that starts with http:// or https://"],
    [
      { ...valid, webSiteUrl: "javascript:alert(1)" },
      "Enter a web address that starts with http:// or https://",
    ],
    [{ ...valid, businessLogo: `/api/images/${"a".repeat(64)}.png` }, null],
    [{ ...valid, businessLogo: "https://evil.example/x.png" }, "Upload the image again."],
  ])("%j -> %s", (body, message) =>
    expect(firstMessage(BusinessSettingsBodySchema.safeParse(body))).toBe(message),
  );
});

describe("todo and comment", () => {
  it.each([
    [{ ctx: "Call Ann" }, null],
    [{ ctx: "   " }, "This field is required"],
    [{ ctx: "Call", dueDate: "2024-13-01" }, "Invalid ISO date"],
  ])("%j -> %s", (body, message) =>
    expect(firstMessage(TodoBodySchema.safeParse(body))).toBe(message),
  );
  it("trims the text and defaults the rest", () => {
    expect(TodoBodySchema.parse({ ctx: " Call " })).toEqual({
      ctx: "Call",
      dueDate: null,
      done: false,
    });
  });
  it("allows a due date from today on, or none", () => {
    expect(isDueDateAllowed(null, "2024-03-05")).toBe(true);
    expect(isDueDateAllowed("2024-03-05", "2024-03-05")).toBe(true);
    expect(isDueDateAllowed("2024-03-04", "2024-03-05")).toBe(false);
  });
  it("does not send an empty comment", () => {
    expect(firstMessage(CommentBodySchema.safeParse({ comment: "  " }))).toBe(
      "This field is required",
    );
  });
});
