import { describe, expect, it } from "vitest";
import { EmailSchema, FullNameSchema, PasswordSchema, ShortNameSchema } from "./common.schemas.ts";
import { firstMessage } from "./test-messages.ts";

describe("EmailSchema", () => {
  it.each([
    ["ann@example.com", null],
    ["  ann@example.com ", null],
    ["", "This field is required"],
    ["   ", "This field is required"],
    [undefined, "This field is required"],
    [42, "This field is required"],
    ["ann", "Please enter a valid email"],
    ["ann@", "Please enter a valid email"],
    ["ann@example", "Please enter a valid email"],
    [`${"a".repeat(250)}@x.io`, "Please enter a valid email"],
  ])("%j -> %s", (value, message) =>
    expect(firstMessage(EmailSchema.safeParse(value))).toBe(message),
  );
  it("trims", () => expect(EmailSchema.parse(" a@b.io ")).toBe("a@b.io"));
});

describe("PasswordSchema", () => {
  it.each([
    ["12345678", null],
    ["1234567", "Password must be at least 8 characters"],
    ["", "This field is required"],
    [undefined, "This field is required"],
    ["x".repeat(128), null],
    ["x".repeat(129), "Password must be at most 128 characters"],
  ])("%j -> %s", (value, message) =>
    expect(firstMessage(PasswordSchema.safeParse(value))).toBe(message),
  );
});

describe("FullNameSchema", () => {
  it.each([
    ["Ann Lee", null],
    ["  Ann   Lee  ", null],
    ["Jean Paul Sartre", null],
    ["Ann", "Please enter a valid full name"],
    ["  Ann  ", "Please enter a valid full name"],
    ["", "This field is required"],
  ])("%j -> %s", (value, message) =>
    expect(firstMessage(FullNameSchema.safeParse(value))).toBe(message),
  );
  it("trims", () => expect(FullNameSchema.parse("  Ann Lee ")).toBe("Ann Lee"));
});

describe("ShortNameSchema", () => {
  it.each([
    ["Al", null],
    ["A", "The name should be at least two characters"],
    [" A ", "The name should be at least two characters"],
    ["", "This field is required"],
  ])("%j -> %s", (value, message) =>
    expect(firstMessage(ShortNameSchema.safeParse(value))).toBe(message),
  );
});
