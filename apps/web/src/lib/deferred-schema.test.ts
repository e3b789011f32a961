import { types } from "node:util";
import { LoginBodySchema } from "@coach/shared/auth/auth.schemas";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { deferredSchema } from "./deferred-schema";

describe("a deferred schema", () => {
  it("is built on its first read, once, and then behaves as the schema itself", () => {
    let builds = 0;
    const Workout = deferredSchema(() => {
      builds += 1;
      return z.object({ name: z.string().min(1), minutes: z.number().int().positive() });
    });
    expect(builds).toBe(0);

    expect(Workout.parse({ name: "Intervals", minutes: 60 })).toEqual({
      name: "Intervals",
      minutes: 60,
    });
    const refused = Workout.safeParse({ name: "", minutes: 1.5 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["name", "minutes"]);
    expect(Workout instanceof z.ZodObject).toBe(true);
    expect(Object.keys(Workout.shape)).toEqual(["name", "minutes"]);
    expect(Workout.keyof().options).toEqual(["name", "minutes"]);
    expect(builds).toBe(1);
  });

  it("composes: extended, optional, inside another schema and a discriminated union", () => {
    const Base = deferredSchema(() => z.object({ type: z.literal("run"), km: z.number() }));
    const Ride = deferredSchema(() => z.object({ type: z.literal("ride"), watts: z.number() }));
    const Named = deferredSchema(() => Base.extend({ name: z.string() }));
    const Day = z.object({
      session: z.discriminatedUnion("type", [Base, Ride]),
      note: Named.optional(),
    });

    expect(Day.parse({ session: { type: "ride", watts: 250 } })).toEqual({
      session: { type: "ride", watts: 250 },
    });
    expect(Named.parse({ type: "run", km: 10, name: "Long run" }).name).toBe("Long run");
    expect(Day.safeParse({ session: { type: "swim" } }).success).toBe(false);
    expect(z.toJSONSchema(Named)).toMatchObject({
      type: "object",
      required: ["type", "km", "name"],
    });
  });

  it("stands for the shared package's schemas here as in the build", () => {
    expect(types.isProxy(LoginBodySchema)).toBe(true);
    expect(LoginBodySchema.safeParse({ email: "anna@demo.athlete", password: "" }).success).toBe(
      false,
    );
  });
});
