import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, paths } from "../../../test/calendar-support";
import {
  lastEmitted,
  noticeCounts,
  noticePeople,
  noticesOf,
} from "../../../test/notification-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { fakeClock } from "../../platform/clock";
import { notifyInjuryReported } from "./injury-notifications";
import { notifyRaceScheduled } from "./race-notifications";

// 23:30 UTC on 24 November is 12:30 on 25 November in Auckland (UTC+13): the athlete's today is
// the 25th, so the race window runs from 2026-11-25 (day 0) to 2026-12-23 (day 28).
const clock = fakeClock("2026-11-24T23:30:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" }, { clock });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

async function world() {
  const people = await noticePeople(ctx, call, "Pacific/Auckland");
  const everyone = [
    people.athlete.id,
    people.coach.id,
    people.mutingCoach.id,
    people.owner.id,
    people.outsider.id,
    people.otherAthlete.id,
  ];
  /** Only these people have notices, this many each. */
  const only = (counts: Record<number, number>) =>
    Object.fromEntries(everyone.map((id) => [id, counts[id] ?? 0]));
  return { ...people, everyone, only, p: paths(people.athlete.id) };
}

describe("race notifications", () => {
  it("tell the coaches of a race the athlete adds within 4 weeks, day 28 in and day 29 out", async () => {
    const { athlete, coach, everyone, only, p } = await world();
    const inside = await call(athlete, "POST", p.races, { date: "2026-12-23", name: "City 10k" });
    expect(inside.statusCode, inside.body).toBe(201);
    const outside = await call(athlete, "POST", p.races, { date: "2026-12-24", name: "Xmas 5k" });
    expect(outside.statusCode).toBe(201);
    const past = await call(athlete, "POST", p.races, { date: "2026-11-24", name: "Last race" });
    expect(past.statusCode).toBe(201);

    const [notice] = await noticesOf(ctx, coach.id, "race");
    expect(notice).toMatchObject({
      side: "coach",
      category: "races",
      content: 'Dan Runner added the race "City 10k" on Dec 23, 2026',
      data: {
        athlete_id: athlete.id,
        athleteName: "Dan Runner",
        eventType: "race",
        eventId: inside.json().id,
        eventDate: "2026-12-23",
        change: "added",
        previousDate: null,
      },
    });
    expect(await noticeCounts(ctx, everyone, "race")).toEqual(only({ [coach.id]: 1 }));
  });

  it("tell the athlete of a race a coach moves into the window, not of one kept on its date", async () => {
    const { athlete, coach, everyone, only, p } = await world();
    const race = (
      await call(coach, "POST", p.races, { date: "2027-03-01", name: "Marathon" })
    ).json();
    expect(await noticeCounts(ctx, everyone, "race")).toEqual(only({}));

    const moved = await call(coach, "PUT", p.race(race.id), {
      date: "2026-12-20",
      name: "Marathon",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [notice] = await noticesOf(ctx, athlete.id, "race");
    expect(notice).toMatchObject({
      side: "athlete",
      content: 'Olivia Hart moved your race "Marathon" to Dec 20, 2026',
      data: { change: "moved", previousDate: "2027-03-01", eventDate: "2026-12-20" },
    });

    // Renamed on the same date: nothing new for anyone.
    const renamed = await call(coach, "PUT", p.race(race.id), {
      date: "2026-12-20",
      name: "City marathon",
      priority: "A",
    });
    expect(renamed.statusCode).toBe(200);
    expect(await noticeCounts(ctx, everyone, "race")).toEqual(only({ [athlete.id]: 1 }));

    // Added today by the coach: the athlete is told, the coach is not.
    await call(coach, "POST", p.races, { date: "2026-11-25", name: "Parkrun" });
    const notices = await noticesOf(ctx, athlete.id, "race");
    expect(notices.at(-1)!.content).toBe(
      'Olivia Hart added the race "Parkrun" to your calendar on Nov 25, 2026',
    );
    expect(await noticeCounts(ctx, everyone, "race")).toEqual(only({ [athlete.id]: 2 }));
  });

  it("store one notification when the event is delivered again", async () => {
    const { coach, athlete, p } = await world();
    await call(athlete, "POST", p.races, { date: "2026-12-01", name: "Club 5k" });
    expect(await noticesOf(ctx, coach.id, "race")).toHaveLength(1);
    await notifyRaceScheduled(ctx.deps, lastEmitted(ctx, "race.scheduled"));
    expect(await noticesOf(ctx, coach.id, "race")).toHaveLength(1);
  });
});

describe("injury notifications", () => {
  it("tell the coaches of an injury the athlete reports, with its note", async () => {
    const { athlete, coach, everyone, only, p } = await world();
    const response = await call(athlete, "POST", p.unavailability, {
      startDate: "2026-11-25",
      endDate: "2026-11-25",
      kind: "injury",
      note: "Calf strain on the hill repeats",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ kind: "injury", reason: "Injury" });

    const [notice] = await noticesOf(ctx, coach.id, "injury");
    expect(notice).toMatchObject({
      side: "coach",
      category: "health",
      content: 'Dan Runner reported an injury on Nov 25, 2026: "Calf strain on the hill repeats"',
      data: {
        athlete_id: athlete.id,
        athleteName: "Dan Runner",
        kind: "injury",
        date: "2026-11-25",
        eventId: response.json().id,
        note: "Calf strain on the hill repeats",
      },
    });
    expect(await noticeCounts(ctx, everyone, "injury")).toEqual(only({ [coach.id]: 1 }));

    // The calendar shows it with its kind.
    const range = await call(athlete, "GET", p.range("2026-11-23", "2026-11-29"));
    expect(range.json().unavailability).toMatchObject([{ kind: "injury", reason: "Injury" }]);
  });

  it("name an illness over several days; a coach's entry or plain unavailability tells nobody", async () => {
    const { athlete, coach, everyone, only, p } = await world();
    await call(athlete, "POST", p.unavailability, {
      startDate: "2026-11-26",
      endDate: "2026-11-28",
      kind: "illness",
      reason: "Flu",
    });
    const [notice] = await noticesOf(ctx, coach.id, "injury");
    expect(notice!.content).toBe(
      "Dan Runner reported an illness from Nov 26, 2026 to Nov 28, 2026",
    );

    const byCoach = await call(coach, "POST", p.unavailability, {
      startDate: "2026-12-01",
      endDate: "2026-12-01",
      kind: "injury",
    });
    expect(byCoach.statusCode).toBe(201);
    // An older client that sends no kind keeps working: plain unavailability.
    const plain = await call(athlete, "POST", p.unavailability, {
      startDate: "2026-12-05",
      endDate: "2026-12-06",
      reason: "Travel",
    });
    expect(plain.json()).toMatchObject({ kind: "unavailable", reason: "Travel" });
    expect(await noticeCounts(ctx, everyone, "injury")).toEqual(only({ [coach.id]: 1 }));
  });

  it("store one notification when the event is delivered again", async () => {
    const { athlete, coach, p } = await world();
    await call(athlete, "POST", p.unavailability, {
      startDate: "2026-11-25",
      endDate: "2026-11-25",
      kind: "illness",
    });
    expect(await noticesOf(ctx, coach.id, "injury")).toHaveLength(1);
    await notifyInjuryReported(ctx.deps, lastEmitted(ctx, "athlete.injury-reported"));
    expect(await noticesOf(ctx, coach.id, "injury")).toHaveLength(1);
  });
});
