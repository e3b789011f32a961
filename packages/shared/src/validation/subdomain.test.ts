import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  businessSubdomainFromHost,
  isHostnameWithinLimit,
  isReservedHostLabel,
  normalizeSubdomain,
  normalizeTypedSubdomain,
  RESERVED_HOST_LABELS,
  SubdomainSchema,
  subdomainError,
  subdomainFromHost,
  subdomainSchema,
} from "./subdomain.ts";
import { firstMessage } from "./test-messages.ts";

describe("subdomain rules", () => {
  it.each([
    ["coach", null],
    ["a", null],
    ["run-fast-2", null],
    ["x".repeat(63), null],
    ["", "This field is required"],
    ["Coach", "Only lowercase letters (a–z), numbers, and hyphens are allowed."],
    ["my_coach", "Only lowercase letters (a–z), numbers, and hyphens are allowed."],
    ["café", "Only lowercase letters (a–z), numbers, and hyphens are allowed."],
    ["-coach", "Must begin and end with a letter or number."],
    ["coach-", "Must begin and end with a letter or number."],
    ["co--ach", "Cannot contain consecutive hyphens (--)."],
    ["x".repeat(64), "Length must be between 1 and 63 characters."],
  ])("%j -> %s", (value, message) => {
    expect(subdomainError(value)).toBe(message);
    expect(firstMessage(SubdomainSchema.safeParse(value))).toBe(message);
  });

  it("limits the full hostname to 255 characters", () => {
    // 197 characters: a 57-character label makes a 255-character host.
    const parent = `${"p".repeat(60)}.${"q".repeat(60)}.${"r".repeat(60)}.${"s".repeat(10)}.com`;
    expect(isHostnameWithinLimit("x".repeat(57), parent)).toBe(true);
    expect(isHostnameWithinLimit("x".repeat(58), parent)).toBe(false);
    expect(firstMessage(subdomainSchema(parent).safeParse("x".repeat(58)))).toBe(
      "must be less than 255 chars.",
    );
    expect(firstMessage(subdomainSchema("example.com").safeParse("x".repeat(60)))).toBeNull();
    expect(firstMessage(subdomainSchema(parent).safeParse(""))).toBe("This field is required");
  });
});

describe("normalizeSubdomain", () => {
  it.each([
    ["My Coach", "mycoach"],
    ["my_coach", "mycoach"],
    ["Café-Run!", "caf-run"],
    ["--a---b--", "a-b"],
    ["a - b", "a-b"],
    ["", ""],
    ["!!!", ""],
    [`${"a".repeat(62)}-b`, "a".repeat(62)],
    ["x".repeat(70), "x".repeat(63)],
    // One rule at a time: lowercase; spaces, tabs and underscores go; other characters go.
    ["HART", "hart"],
    ["Hart Endurance", "hartendurance"],
    ["run\t_fast\n", "runfast"],
    ["hart.endurance", "hartendurance"],
    ["ö-run", "run"],
    ["a-_-b", "a-b"],
    ["2fast-4you", "2fast-4you"],
  ])("%j -> %j", (text, expected) => expect(normalizeSubdomain(text)).toBe(expected));

  it("always gives a valid subdomain or nothing, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const normalized = normalizeSubdomain(text);
        if (normalized !== "") expect(subdomainError(normalized)).toBeNull();
        expect(normalizeSubdomain(normalized)).toBe(normalized);
      }),
    );
  });
});

describe("normalizeTypedSubdomain", () => {
  it.each([
    ["Run-", "run-"],
    ["run--", "run-"],
    ["-run", "run"],
    ["My Run_Club!", "myrunclub"],
    ["x".repeat(70), "x".repeat(63)],
  ])("%j -> %j", (text, expected) => expect(normalizeTypedSubdomain(text)).toBe(expected));

  it("ends as normalizeSubdomain once the edges are trimmed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        expect(normalizeSubdomain(normalizeTypedSubdomain(text))).toBe(normalizeSubdomain(text));
      }),
    );
  });
});

describe("hosts", () => {
  it.each([
    ["coach.example.com", "coach"],
    ["Coach.Example.com:8443", "coach"],
    ["app.example.com", "app"],
    ["example.com", null],
    ["x.localhost", "x"],
    ["x.localhost:5173", "x"],
    ["localhost", null],
    ["localhost:3000", null],
    ["127.0.0.1:3000", null],
    ["[::1]:3000", null],
    ["", null],
  ])("subdomainFromHost(%j) = %s", (host, label) => expect(subdomainFromHost(host)).toBe(label));

  it("uses the parent domain when given", () => {
    expect(subdomainFromHost("coach.coach.co.uk", "coach.co.uk")).toBe("coach");
    expect(subdomainFromHost("coach.co.uk", "coach.co.uk")).toBeNull();
    expect(subdomainFromHost("coach.other.com", "coach.co.uk")).toBeNull();
  });

  it("treats reserved labels as the main app", () => {
    expect(RESERVED_HOST_LABELS).toHaveLength(12);
    for (const label of RESERVED_HOST_LABELS) {
      expect(isReservedHostLabel(label)).toBe(true);
      expect(businessSubdomainFromHost(`${label}.example.com`)).toBeNull();
    }
    expect(isReservedHostLabel("WWW")).toBe(true);
    expect(businessSubdomainFromHost("fast.example.com")).toBe("fast");
    expect(businessSubdomainFromHost("fast.localhost")).toBe("fast");
    expect(businessSubdomainFromHost("localhost")).toBeNull();
  });
});
