import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConflictErrorSchema, conflictDetail, conflictSchema, versionOf } from "./conflict.schemas";

describe("the 409 of a stale write", () => {
  it("names who changed the resource, or 'someone else'", () => {
    expect(conflictDetail({ id: 7, name: "Anna Berg" })).toBe(
      "This was changed by Anna Berg meanwhile",
    );
    expect(conflictDetail(null)).toBe("This was changed by someone else meanwhile");
    // A user with neither first nor last name has an empty full name.
    expect(conflictDetail({ id: 7, name: " " })).toBe("This was changed by someone else meanwhile");
  });

  it("carries the resource as its GET answers it, and its version when it has one", () => {
    const body = {
      code: "conflict",
      detail: "This was changed by Anna Berg meanwhile",
      changedBy: { id: 7, name: "Anna Berg" },
      current: { id: 3, name: "Juniors", version: 4 },
    };
    const schema = conflictSchema(
      z.object({ id: z.number(), name: z.string(), version: z.number() }),
    );
    expect(schema.parse(body)).toEqual(body);
    expect(versionOf(ConflictErrorSchema.parse(body).current)).toBe(4);
    // A season answers its weeks, each with its own version: no one version.
    expect(versionOf({ weeks: [{ version: 1 }] })).toBeUndefined();
    expect(ConflictErrorSchema.safeParse({ ...body, code: "not_found" }).success).toBe(false);
  });
});
