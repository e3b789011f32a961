import { SportId } from "@coach/shared/sports/sport-ids";
import { daysBetween, isoWeekday } from "@coach/shared/units/iso-week";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { AccountZonesSchema } from "@coach/shared/zones/zone.schemas";
import { describe, expect, it } from "vitest";
import { demoZones } from "../demo-zones";
import { PLAN_WEEKS, type SeasonSport, seasonScript } from "./season-script";

const zones = AccountZonesSchema.parse(
  demoZones({
    lthrBpm: 168,
    ftpHrBpm: 162,
    ftpW: 285,
    runPaceSecPerKm: 290,
    swimPaceSecPer100m: 120,
  }),
);
const TODAY = "2026-11-27";
const script = (sport: SeasonSport, seed = 7, key = "ben") =>
  seasonScript({ athlete: { key, sport, zones }, seed, today: TODAY });

describe("a generated season", () => {
  it("is the same for the same seed and today, and another for another seed", () => {
    expect(script("cycling")).toEqual(script("cycling"));
    expect(script("cycling", 8).sessions).not.toEqual(script("cycling").sessions);
    expect(script("cycling", 7, "anna").sessions).not.toEqual(script("cycling").sessions);
  });

  it.each(["running", "cycling", "swimming", "triathlon"] as const)(
    "%s: the plan ends on the A race, a Sunday 5 to 8 weeks ahead, and the B race 12 weeks before",
    (sport) => {
      const season = script(sport);
      const a = season.races.find((race) => race.priority === "A")!;
      const b = season.races.find((race) => race.priority === "B")!;
      expect(isoWeekday(a.date)).toBe(7);
      expect(daysBetween(TODAY, a.date)).toBeGreaterThanOrEqual(35);
      expect(daysBetween(TODAY, a.date)).toBeLessThanOrEqual(56);
      expect(season.planEndDates).toEqual([b.date, a.date]);
      expect(daysBetween(b.date, a.date)).toBe(PLAN_WEEKS * 7);
      expect(season.plan.structure).toHaveLength(PLAN_WEEKS);
    },
  );

  it("has activities only on days before today, from 26 weeks back, none while ill", () => {
    const season = script("running");
    const dates = season.sessions.map((session) => session.date);
    expect(dates.every((date) => date < TODAY)).toBe(true);
    const first = [...dates].sort()[0]!;
    expect(daysBetween(first, TODAY)).toBeGreaterThan(26 * 7 - 7);
    const [ill] = season.unavailability;
    expect(ill?.kind).toBe("illness");
    expect(dates.filter((date) => date >= ill!.startDate && date <= ill!.endDate)).toEqual([]);
  });

  it("is a season a coach would write: rest days, a week a month easier, races done on their day", () => {
    const season = script("running");
    // Each plan week's stress: the fourth and the eighth are easier than the week before,
    // the race week the easiest of all.
    const weekStress = season.plan.structure.map((week) =>
      week
        .flatMap((day) => day.workouts)
        .reduce((sum, workout) => sum + computeWorkoutTotals(workout, zones).totalStress, 0),
    );
    expect(weekStress[3]).toBeLessThan(weekStress[2]!);
    expect(weekStress[7]).toBeLessThan(weekStress[6]!);
    expect(Math.min(...weekStress)).toBe(weekStress[11]);
    for (const week of season.plan.structure) {
      expect(week.filter((day) => day.isRestDay).length).toBeGreaterThanOrEqual(1);
    }
    const pastRaces = season.races.filter((race) => race.date < TODAY);
    for (const race of pastRaces) {
      const onTheDay = season.sessions.filter((session) => session.date === race.date);
      expect(onTheDay.map((session) => [session.kind, session.workout.name])).toContainEqual([
        "race",
        race.name,
      ]);
    }
    const stress = season.macrocycle.map((week) => week.targetStress);
    expect(season.macrocycle.some((week) => week.phase === "Rest")).toBe(true);
    expect(Math.max(...stress)).toBeGreaterThan(0);
    // Notes are calendar notes.
    expect(season.placed.some((entry) => entry.workout.type === SportId.note)).toBe(true);
  });

  it("has most sessions as planned, some shortened, a few unplanned, and comments on some", () => {
    const sessions = ["running", "cycling", "swimming", "triathlon"].flatMap(
      (sport) => script(sport as SeasonSport).sessions,
    );
    const shortened = sessions.filter((session) => session.fraction < 1);
    expect(shortened.length).toBeGreaterThan(0);
    expect(shortened.length).toBeLessThan(sessions.length * 0.15);
    expect(sessions.some((session) => session.kind === "unplanned")).toBe(true);
    const commented = sessions.filter((session) => session.comments.length > 0);
    expect(commented.length).toBeGreaterThan(sessions.length * 0.1);
    expect(commented.length).toBeLessThan(sessions.length * 0.4);
    for (const session of shortened) expect(session.comments[0]?.by).toBe("athlete");
  });
});
