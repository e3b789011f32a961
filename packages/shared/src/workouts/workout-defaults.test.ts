import { describe, expect, it } from "vitest";
import { SingleStepSchema, WorkoutBodySchema } from "./workout.schemas.ts";
import { blankStep, REST_DAY_BODY } from "./workout-defaults.ts";

describe("blankStep", () => {
  it("fills every field the caller leaves out with its blank value", () => {
    expect(blankStep({ uuid: "a", action: "Work", unit: "zone" })).toEqual({
      stepType: "step",
      uuid: "a",
      action: "Work",
      unit: "zone",
      lower: null,
      upper: null,
      lowerZone: null,
      upperZone: null,
      lowerZoneValue: null,
      upperZoneValue: null,
      duration: null,
      distance: null,
      stress: 0,
      targetName: "",
      stepInfo: "",
    });
  });

  it("keeps what the caller gives, in the schema's key order", () => {
    const step = blankStep({
      stepInfo: "easy",
      duration: 300,
      uuid: "b",
      action: "Cool down",
      unit: "%",
    });
    expect(step.duration).toBe(300);
    expect(step.stepInfo).toBe("easy");
    // method, cadence and until are optional: absent unless an import sets them (decision 119).
    const optional = ["method", "cadence", "until"];
    expect(Object.keys(step)).toEqual(
      Object.keys(SingleStepSchema.shape).filter((key) => !optional.includes(key)),
    );
  });

  it("treats an undefined field as left out", () => {
    const step = blankStep({ uuid: "d", action: "Work", unit: "zone", lower: undefined });
    expect(step.lower).toBeNull();
  });

  it("agrees with the schema's defaults", () => {
    const fields = { uuid: "c", action: "Warm up", unit: "number" } as const;
    expect(SingleStepSchema.parse({ stepType: "step", ...fields })).toEqual(blankStep(fields));
  });
});

describe("REST_DAY_BODY", () => {
  it("is a valid workout of type 60 without method, subtype or steps", () => {
    expect(WorkoutBodySchema.parse(REST_DAY_BODY)).toEqual(REST_DAY_BODY);
    expect(REST_DAY_BODY).toMatchObject({
      name: "Rest day",
      type: 60,
      method: null,
      subtype: null,
    });
    expect(REST_DAY_BODY.steps).toEqual([]);
  });

  it("cannot be changed by one of its users", () => {
    expect(Object.isFrozen(REST_DAY_BODY)).toBe(true);
  });
});
