import { describe, expect, it } from "vitest";
import { messages } from "../validation/messages.ts";
import {
  BatchCalendarWorkoutsBodySchema,
  CalendarRaceBodySchema,
  CalendarRangeQuerySchema,
  CalendarUnavailabilityBodySchema,
  CreateCalendarWorkoutBodySchema,
  IsoDateSchema,
  ShiftCalendarBodySchema,
} from "./calendar.schemas.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("calendar dates", () => {
  it.each([
    ["2030-02-28", true],
    ["2032-02-29", true],
    ["2030-02-29", false],
    ["2030-13-01", false],
    ["30-01-01", false],
    ["2030-01-01T00:00:00Z", false],
  ])("%s is a date: %s", (text, isValid) => {
    const result = IsoDateSchema.safeParse(text);
    expect(result.success).toBe(isValid);
    if (!isValid) expect(firstMessage(result)).toBe(messages.dateInvalid);
  });
});

describe("the range query", () => {
  it.each([
    ["2030-01-01", "2030-01-01", undefined],
    ["2030-01-01", "2031-02-04", undefined],
    ["2030-01-01", "2031-02-05", messages.calendarRangeTooLong],
    ["2030-01-02", "2030-01-01", messages.dateRangeOrder],
  ])("%s to %s", (startDate, endDate, message) => {
    const result = CalendarRangeQuerySchema.safeParse({ startDate, endDate });
    expect(firstMessage(result)).toBe(message);
  });

  it("coerces the athlete of the query string", () => {
    const query = { startDate: "2030-01-01", endDate: "2030-01-07", athlete: "12" };
    expect(CalendarRangeQuerySchema.parse(query).athlete).toBe(12);
  });

  it("answers the specification's whole workouts unless the grid's view is asked for", () => {
    const range = { startDate: "2030-01-01", endDate: "2030-01-07" };
    expect(CalendarRangeQuerySchema.parse(range).view).toBe("full");
    expect(CalendarRangeQuerySchema.parse({ ...range, view: "grid" }).view).toBe("grid");
    expect(CalendarRangeQuerySchema.safeParse({ ...range, view: "steps" }).success).toBe(false);
  });
});

describe("creating a calendar workout", () => {
  const workout = { name: "Easy run", type: 1, method: 1, date: "2030-01-01" };

  it("takes a whole workout, with the body's defaults", () => {
    const body = CreateCalendarWorkoutBodySchema.parse(workout);
    expect(body).toMatchObject({ ...workout, steps: [], basedOn: "Duration", isPool: false });
  });

  it("takes a library reference", () => {
    const body = { libraryWorkoutId: "ftp-20", date: "2030-01-01" };
    expect(CreateCalendarWorkoutBodySchema.parse(body)).toEqual(body);
  });

  it("reports the first problem of the shape the body meant", () => {
    const noName = CreateCalendarWorkoutBodySchema.safeParse({ ...workout, name: "" });
    expect(firstMessage(noName)).toBe(messages.required);
    const badDate = CreateCalendarWorkoutBodySchema.safeParse({ libraryWorkoutId: 3, date: "x" });
    expect(firstMessage(badDate)).toBe(messages.dateInvalid);
  });
});

describe("batch and shift bodies", () => {
  it.each([
    [{ ids: [1], action: "move", days: 2 }, undefined],
    [{ ids: [1], action: "move", date: "2030-01-01" }, undefined],
    [{ ids: [1], action: "move" }, messages.calendarMoveNeedsTarget],
    [{ ids: [1], action: "move", days: 1, date: "2030-01-01" }, messages.calendarMoveNeedsTarget],
    [{ ids: [1], action: "delete" }, undefined],
    [{ ids: [1], action: "delete", days: 1 }, messages.calendarDeleteTakesNoTarget],
  ])("%j", (body, message) => {
    expect(firstMessage(BatchCalendarWorkoutsBodySchema.safeParse(body))).toBe(message);
  });

  it("refuses an empty selection and a shift of zero days", () => {
    expect(BatchCalendarWorkoutsBodySchema.safeParse({ ids: [], action: "delete" }).success).toBe(
      false,
    );
    const zero = ShiftCalendarBodySchema.safeParse({ fromDate: "2030-01-01", days: 0 });
    expect(firstMessage(zero)).toBe(messages.calendarShiftDaysZero);
  });
});

describe("races and unavailability", () => {
  it("defaults a race to priority C without distance or notes", () => {
    expect(CalendarRaceBodySchema.parse({ date: "2030-05-01", name: " Club 5k " })).toEqual({
      date: "2030-05-01",
      name: "Club 5k",
      distance: null,
      priority: "C",
      notes: "",
    });
  });

  it("reads unavailability without a kind as plain, and names an injury without a reason", () => {
    const days = { startDate: "2030-01-01", endDate: "2030-01-02" };
    expect(CalendarUnavailabilityBodySchema.parse({ ...days, reason: " Travel " })).toEqual({
      ...days,
      kind: "unavailable",
      reason: "Travel",
      note: "",
    });
    expect(
      CalendarUnavailabilityBodySchema.parse({ ...days, kind: "illness", reason: " " }),
    ).toEqual({ ...days, kind: "illness", reason: "Illness", note: "" });
    expect(
      CalendarUnavailabilityBodySchema.parse({ ...days, kind: "injury", note: "Calf" }).reason,
    ).toBe("Injury");
    expect(firstMessage(CalendarUnavailabilityBodySchema.safeParse(days))).toBe(messages.required);
  });

  it("keeps unavailability in order", () => {
    const reversed = { startDate: "2030-01-02", endDate: "2030-01-01", reason: "Ill" };
    expect(firstMessage(CalendarUnavailabilityBodySchema.safeParse(reversed))).toBe(
      messages.dateRangeOrder,
    );
  });
});
