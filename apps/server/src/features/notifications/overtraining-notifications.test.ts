import type { AppEventOf } from "@coach/shared/events/app-events";
import { addDays } from "@coach/shared/units/iso-week";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import { noticeCounts, noticePeople, noticesOf } from "../../../test/notification-support";
import { insertActivity } from "../../../test/performance-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { activities } from "../../db/schema";
import { fakeClock } from "../../platform/clock";
import { notifyOvertrainingRisk } from "./overtraining-notifications";

const clock = fakeClock("2026-11-24T18:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" }, { clock });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const DAY = "2026-11-24";

/** 50 TSS on each of the `days` days before `date` (one statement). */
async function steadyLoadBefore(athleteId: number, date: string, days = 180) {
  await ctx.db.insert(activities).values(
    Array.from({ length: days }, (_, index) => {
      const day = addDays(date, index - days);
      return {
        athleteId,
        date: day,
        startTime: new Date(`${day}T07:00:00Z`),
        sport: 2,
        name: "Endurance ride",
        fileFingerprint: `steady-${athleteId}-${day}`,
        fileKey: `activities/${athleteId}/steady-${day}.fit`,
        fileName: `steady-${day}.fit`,
        summary: { durationSec: 3600, distanceM: null, stress: { stress: 50 } },
        samples: Buffer.from([]),
      };
    }),
  );
}

/** An activity of `stress` on `date`, imported: its event delivered. */
async function ride(athleteId: number, date: string, stress: number) {
  const activityId = await insertActivity(ctx, athleteId, { date, stress, name: "Big ride" });
  const event: AppEventOf<"activity.imported"> = {
    type: "activity.imported",
    athleteId,
    activityId,
    name: "Big ride",
    date,
    newRecords: null,
    peaks: [],
  };
  await ctx.deps.events.emit(ctx.db, event);
  await ctx.settle();
  return event;
}

async function world() {
  const people = await noticePeople(ctx, call);
  const everyone = [
    people.athlete.id,
    people.coach.id,
    people.mutingCoach.id,
    people.owner.id,
    people.outsider.id,
  ];
  /** Only these people have notices, this many each. */
  const only = (counts: Record<number, number>) =>
    Object.fromEntries(everyone.map((id) => [id, counts[id] ?? 0]));
  return { ...people, everyone, only };
}

describe("overtraining notifications", () => {
  it("tell the coaches when the day's ATL passes 1.5 times the CTL", async () => {
    clock.set("2026-11-24T18:00:00Z");
    const { athlete, coach, everyone, only } = await world();
    await steadyLoadBefore(athlete.id, DAY);
    // The Performance page's model (fitness.ts): CTL keeps e^(−1/42) = 0.976472 of yesterday's
    // value and adds 0.023528 of the day's load; ATL keeps e^(−1/7) = 0.866878 and adds 0.133122.
    // After 180 days at 50 TSS: CTL = 50·(1 − e^(−180/42)) = 49.312, ATL = 50·(1 − e^(−180/7)) = 50.
    // A 250 TSS day: CTL = 49.312·0.976472 + 250·0.023528 = 54.034,
    //                ATL = 50·0.866878 + 250·0.133122 = 76.624; 76.624 / 54.034 = 1.418: no.
    await ride(athlete.id, DAY, 250);
    expect(await noticeCounts(ctx, everyone, "overtraining")).toEqual(only({}));
    // A second ride of 100 the same day makes it 350: CTL = 48.152 + 350·0.023528 = 56.386,
    // ATL = 43.344 + 350·0.133122 = 89.937; 89.937 / 56.386 = 1.595 > 1.5: the coaches are told.
    await ride(athlete.id, DAY, 100);
    const [notice] = await noticesOf(ctx, coach.id, "overtraining");
    expect(notice).toMatchObject({
      side: "coach",
      category: "health",
      content:
        "Dan Runner's 7-day load on Nov 24, 2026 is 1.6 times their 42-day load (ATL 89.9, CTL 56.4): a risk of overtraining",
      data: {
        athlete_id: athlete.id,
        athleteName: "Dan Runner",
        date: DAY,
        atl: 89.9,
        ctl: 56.4,
        ratio: 1.6,
      },
    });
    // Not the coach who muted Dan, the athlete, the owner or another business.
    expect(await noticeCounts(ctx, everyone, "overtraining")).toEqual(only({ [coach.id]: 1 }));
  });

  it("tell them at most once in 7 days, and once per delivery", async () => {
    clock.set("2026-11-24T18:00:00Z");
    const { athlete, coach } = await world();
    await steadyLoadBefore(athlete.id, DAY);
    const first = await ride(athlete.id, DAY, 350);
    expect(await noticesOf(ctx, coach.id, "overtraining")).toHaveLength(1);
    await notifyOvertrainingRisk(ctx.deps, first);
    expect(await noticesOf(ctx, coach.id, "overtraining")).toHaveLength(1);

    // The next day, 300 more: the ratio climbs to about 1.9, but a notice went out yesterday.
    clock.set("2026-11-25T18:00:00Z");
    await ride(athlete.id, "2026-11-25", 300);
    expect(await noticesOf(ctx, coach.id, "overtraining")).toHaveLength(1);

    // Five days of rest, then 400 on 1 December, 7 days after the first notice: over the 180
    // days the model reads before it, CTL 63.16 and ATL 103.28, a ratio of 1.635: a new notice.
    clock.set("2026-12-01T18:00:00Z");
    await ride(athlete.id, "2026-12-01", 400);
    const notices = await noticesOf(ctx, coach.id, "overtraining");
    expect(notices.map((notice) => notice.data)).toMatchObject([
      { date: DAY },
      { date: "2026-12-01", ratio: 1.64 },
    ]);
  });

  it("stay quiet for a new athlete's first hard rides, and for an old day imported late", async () => {
    clock.set("2026-11-24T18:00:00Z");
    const { athlete, coach } = await world();
    // One 350 TSS day from nothing: ATL 46.6 over CTL 8.2 is 5.7, but there is no history.
    await ride(athlete.id, DAY, 350);
    expect(await noticesOf(ctx, coach.id, "overtraining")).toEqual([]);

    // The same jump on 1 November, imported on the 24th: three weeks too late to warn of.
    const late = await world();
    await steadyLoadBefore(late.athlete.id, "2026-11-01");
    await ride(late.athlete.id, "2026-11-01", 400);
    expect(await noticesOf(ctx, late.coach.id, "overtraining")).toEqual([]);
  });
});
