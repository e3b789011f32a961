import { describe, expect, it } from "vitest";
import {
  INVITATION_TTL_DAYS,
  invitationExpiry,
  invitationSentMessage,
  invitationStatus,
} from "./invitations.schemas";

describe("invitation status", () => {
  const expiresAt = new Date("2026-03-15T12:00:00Z");
  it.each([
    ["Pending", "2026-03-15T11:59:59Z", "Pending"],
    ["Pending", "2026-03-15T12:00:00Z", "Expired"],
    ["Accepted", "2026-04-01T00:00:00Z", "Accepted"],
    ["Declined", "2026-04-01T00:00:00Z", "Declined"],
  ] as const)("%s at %s reads %s", (stored, now, shown) => {
    expect(invitationStatus(stored, expiresAt, new Date(now))).toBe(shown);
  });

  it("expires 14 days after sending", () => {
    expect(INVITATION_TTL_DAYS).toBe(14);
    expect(invitationExpiry(new Date("2026-03-01T08:00:00Z")).toISOString()).toBe(
      "2026-03-15T08:00:00.000Z",
    );
  });

  it("names the address in the sent message", () => {
    expect(invitationSentMessage("ann@example.com")).toBe(
      "Invitation to user ann@example.com has been sent",
    );
  });
});
