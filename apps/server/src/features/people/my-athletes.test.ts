import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, type Person } from "../../../test/calendar-support";
import { createUser, linkCoach } from "../../../test/factories";
import { recordQueries } from "../../../test/record-queries";
import { createTestApp, type TestContext } from "../../../test/test-app";
import {
  athleteGroupMembers,
  athleteGroups,
  businessAthletes,
  coachAthletes,
} from "../../db/schema";
import { fakeClock } from "../../platform/clock";
import { insertDoneActivity, insertWorkout, peopleWorld } from "./my-athletes-test-support";
import { isMutedFor } from "./people.service";

let ctx: TestContext;
const clock = fakeClock("2031-03-15T12:00:00Z");
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" }, { clock });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const PERMISSION = { detail: "You do not have permission to perform this action." };
const getMyAthletes = (person: Person | null) => call(person, "GET", "/api/coach/my-athletes/");
const mute = (person: Person | null, athlete: number, isMuted = true) =>
  call(person, "POST", "/api/coach/mute/", { athlete, mute: isMuted });
const remove = (person: Person | null, athlete: number) =>
  call(person, "POST", "/api/coach/athletes/remove", { athlete });
const ids = (list: { id: number }[]) => list.map((item) => item.id);

async function linkOf(coachId: number, athleteId: number) {
  const rows = await ctx.db
    .select()
    .from(coachAthletes)
    .where(and(eq(coachAthletes.coachId, coachId), eq(coachAthletes.athleteId, athleteId)));
  return rows[0];
}

describe("GET api/coach/my-athletes/", () => {
  it("lists a coach's athletes, an owner's whole business, and refuses the rest", async () => {
    const world = await peopleWorld(ctx);
    const forCoach = await getMyAthletes(world.coach);
    expect(forCoach.statusCode).toBe(200);
    expect(ids(forCoach.json().athletes)).toEqual([world.coachesAthlete.id]);
    expect(forCoach.json().athletes[0]).toMatchObject({
      fullName: "Anna Berg",
      coachId: world.coach.id,
      coachName: "Carl Coach",
    });

    const forOwner = (await getMyAthletes(world.owner)).json();
    // By name: Anna Berg, Oscar Athlete, Uma Free (who has no coach).
    expect(ids(forOwner.athletes)).toEqual([
      world.coachesAthlete.id,
      world.ownersAthlete.id,
      world.unassigned.id,
    ]);
    expect(forOwner.athletes[2]).toMatchObject({ coachId: null, coachName: null });

    for (const outsider of [world.otherOwner, world.otherCoach]) {
      const other = (await getMyAthletes(outsider)).json();
      expect(ids(other.athletes)).toEqual([world.othersAthlete.id]);
    }

    const forAthlete = await getMyAthletes(world.coachesAthlete);
    expect(forAthlete.statusCode).toBe(403);
    expect(forAthlete.json()).toEqual(PERMISSION);
    const anonymous = await getMyAthletes(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "no_auth_cred_provided" });
  });

  it("answers the settings, groups and requests of the coach", async () => {
    const world = await peopleWorld(ctx);
    await ctx.db
      .update(coachAthletes)
      .set({ muted: true })
      .where(eq(coachAthletes.athleteId, world.coachesAthlete.id));
    const [group] = await ctx.db
      .insert(athleteGroups)
      .values({ coachId: world.coach.id, name: "Juniors", description: "Under 20" })
      .returning();
    await ctx.db
      .insert(athleteGroupMembers)
      .values({ groupId: group!.id, athleteId: world.coachesAthlete.id });
    const answer = (await getMyAthletes(world.coach)).json();
    expect(answer.coach_settings).toEqual({
      muted_athletes: [world.coachesAthlete.id],
      last_communication: { [world.coachesAthlete.id]: null },
      last_program_ready_notification: { [world.coachesAthlete.id]: null },
    });
    expect(answer.athletesGroups).toEqual([
      {
        groupId: group!.id,
        groupName: "Juniors",
        groupDescription: "Under 20",
        athleteIds: [world.coachesAthlete.id],
        version: 1,
      },
    ]);
    expect(answer.pendingAthletes).toEqual([]);
    expect(answer.unregisteredAthletes).toEqual([]);
    // The owner sees the link muted by its coach, and none of the coach's groups.
    const forOwner = (await getMyAthletes(world.owner)).json();
    expect(forOwner.coach_settings.muted_athletes).toEqual([world.coachesAthlete.id]);
    expect(forOwner.athletesGroups).toEqual([]);
  });

  it("draws six weeks of dots from the calendar and the activities, ending on the athlete's today", async () => {
    const coach = await createUser(ctx.db, "coach");
    // 12:00 UTC on 15 March is already 16 March in Auckland.
    const athlete = await createUser(ctx.db, "athlete", { timezone: "Pacific/Auckland" });
    await linkCoach(ctx.db, coach.id, athlete.id);
    const done = await insertWorkout(ctx, athlete.id, "2031-03-10");
    await insertDoneActivity(ctx, athlete.id, "2031-03-10", { workoutId: done, deviationPct: 4 });
    const short = await insertWorkout(ctx, athlete.id, "2031-03-11");
    await insertDoneActivity(ctx, athlete.id, "2031-03-11", {
      workoutId: short,
      deviationPct: -35,
    });
    await insertWorkout(ctx, athlete.id, "2031-03-12");
    await insertDoneActivity(ctx, athlete.id, "2031-03-13");
    await insertWorkout(ctx, athlete.id, "2031-03-14", 60); // a rest day is not training
    await insertWorkout(ctx, athlete.id, "2031-03-16");
    await insertWorkout(ctx, athlete.id, "2031-02-02"); // the day before the six weeks
    await insertWorkout(ctx, athlete.id, "2031-03-17"); // tomorrow

    const answer = (await getMyAthletes(coach)).json();
    const data = answer.athletes_data[athlete.id];
    expect(answer.athletes[0].today).toBe("2031-03-16");
    expect(data.dotsData).toHaveLength(42);
    expect(data.dotsData[0].date).toBe("2031-02-03");
    const byDate = Object.fromEntries(
      data.dotsData.map((day: { date: string; state: string }) => [day.date, day]),
    );
    expect(byDate["2031-03-10"]).toEqual({
      date: "2031-03-10",
      planned: 1,
      completed: 1,
      state: "completed",
    });
    expect(byDate["2031-03-11"].state).toBe("partial");
    expect(byDate["2031-03-12"]).toMatchObject({ planned: 1, completed: 0, state: "missed" });
    expect(byDate["2031-03-13"]).toMatchObject({ planned: 0, completed: 1, state: "unplanned" });
    expect(byDate["2031-03-14"]).toMatchObject({ planned: 0, state: "rest" });
    expect(byDate["2031-03-16"]).toMatchObject({ planned: 1, state: "scheduled" });
    expect(data.last_communication).toBeNull();
    expect(data.workouts).toHaveLength(4);
    expect(data.activities).toHaveLength(3);
    expect(answer.workouts.map((w: { date: string; flag: string }) => [w.date, w.flag])).toEqual([
      ["2031-03-10", "success"],
      ["2031-03-11", "between"],
      ["2031-03-12", "failure"],
      ["2031-03-16", "scheduled"],
    ]);
    expect(answer.activities.map((a: { flag: string }) => a.flag)).toEqual([
      "success",
      "between",
      "unplanned",
    ]);
  });

  it("answers in the same number of queries for 1 and for 30 athletes", async () => {
    async function coachWith(count: number) {
      const coach = await createUser(ctx.db, "coach");
      for (let index = 0; index < count; index++) {
        const athlete = await createUser(ctx.db, "athlete");
        await linkCoach(ctx.db, coach.id, athlete.id);
        const workoutId = await insertWorkout(ctx, athlete.id, "2031-03-01");
        await insertDoneActivity(ctx, athlete.id, "2031-03-01", { workoutId, deviationPct: 0 });
        await insertDoneActivity(ctx, athlete.id, "2031-03-02");
      }
      await getMyAthletes(coach); // signs in outside the recording
      return coach;
    }
    const one = await coachWith(1);
    const thirty = await coachWith(30);
    let answer: Awaited<ReturnType<typeof getMyAthletes>> | undefined;
    const forOne = await recordQueries(ctx.db, () => getMyAthletes(one));
    const forThirty = await recordQueries(ctx.db, async () => {
      answer = await getMyAthletes(thirty);
    });
    expect(answer!.json().athletes).toHaveLength(30);
    expect(answer!.json().activities).toHaveLength(60);
    expect(forThirty.length).toBe(forOne.length);
    expect(forOne.length).toBeLessThanOrEqual(6);
  });
});

describe("POST api/coach/mute/", () => {
  it("lets a coach mute and unmute their athlete, and says so to their screens", async () => {
    const world = await peopleWorld(ctx);
    const muted = await mute(world.coach, world.coachesAthlete.id);
    expect(muted.statusCode).toBe(200);
    expect(muted.json()).toEqual({
      athlete: world.coachesAthlete.id,
      muted: true,
      message: "Anna Berg is muted",
    });
    expect((await linkOf(world.coach.id, world.coachesAthlete.id))?.muted).toBe(true);
    expect(
      await isMutedFor({ db: ctx.db, coachId: world.coach.id, athleteId: world.coachesAthlete.id }),
    ).toBe(true);
    expect(ctx.platform.events.emitted).toContainEqual({
      type: "athlete.muted",
      coachId: world.coach.id,
      athleteId: world.coachesAthlete.id,
      muted: true,
    });
    expect((await getMyAthletes(world.coach)).json().coach_settings.muted_athletes).toEqual([
      world.coachesAthlete.id,
    ]);

    await mute(world.coach, world.coachesAthlete.id, false);
    expect((await linkOf(world.coach.id, world.coachesAthlete.id))?.muted).toBe(false);
    expect(
      await isMutedFor({ db: ctx.db, coachId: world.coach.id, athleteId: world.coachesAthlete.id }),
    ).toBe(false);
  });

  it("lets the owner mute the business's athletes; an athlete without a coach cannot be muted", async () => {
    const world = await peopleWorld(ctx);
    expect((await mute(world.owner, world.ownersAthlete.id)).statusCode).toBe(200);
    expect((await linkOf(world.owner.id, world.ownersAthlete.id))?.muted).toBe(true);
    // Not the owner's own athlete: the business's link with them.
    expect((await mute(world.owner, world.coachesAthlete.id)).statusCode).toBe(200);
    expect((await linkOf(world.coach.id, world.coachesAthlete.id))?.muted).toBe(true);
    expect(
      await isMutedFor({ db: ctx.db, coachId: world.owner.id, athleteId: world.coachesAthlete.id }),
    ).toBe(true);
    const free = await mute(world.owner, world.unassigned.id);
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({
      fields: { athlete: ["Assign a coach to this athlete before muting them."] },
    });
  });

  it("hides other people's athletes (404), refuses athletes (403) and strangers (401)", async () => {
    const world = await peopleWorld(ctx);
    for (const outsider of [world.otherCoach, world.otherOwner]) {
      expect((await mute(outsider, world.coachesAthlete.id)).statusCode).toBe(404);
    }
    // A coach of the business does not manage the owner's athletes.
    expect((await mute(world.coach, world.ownersAthlete.id)).statusCode).toBe(404);
    expect((await mute(world.coach, world.coach.id)).statusCode).toBe(404);
    expect((await linkOf(world.coach.id, world.coachesAthlete.id))?.muted).toBe(false);
    const byAthlete = await mute(world.coachesAthlete, world.coachesAthlete.id);
    expect(byAthlete.statusCode).toBe(403);
    expect(byAthlete.json()).toEqual(PERMISSION);
    expect((await mute(null, world.coachesAthlete.id)).statusCode).toBe(401);
    const invalid = await call(world.coach, "POST", "/api/coach/mute/", { athlete: "x" });
    expect(invalid.statusCode).toBe(400);
  });
});

describe("POST api/coach/athletes/remove", () => {
  it("ends a coach's link: the athlete leaves the coach's list and groups, stays in the business", async () => {
    const world = await peopleWorld(ctx);
    const [group] = await ctx.db
      .insert(athleteGroups)
      .values({ coachId: world.coach.id, name: "Group" })
      .returning();
    await ctx.db
      .insert(athleteGroupMembers)
      .values({ groupId: group!.id, athleteId: world.coachesAthlete.id });
    const response = await remove(world.coach, world.coachesAthlete.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Successfully unsubscribed athlete Anna Berg" });
    expect(await linkOf(world.coach.id, world.coachesAthlete.id)).toBeUndefined();
    expect(
      await ctx.db
        .select()
        .from(athleteGroupMembers)
        .where(eq(athleteGroupMembers.groupId, group!.id)),
    ).toEqual([]);
    const listed = await ctx.db
      .select()
      .from(businessAthletes)
      .where(eq(businessAthletes.athleteId, world.coachesAthlete.id));
    expect(listed).toHaveLength(1);
    expect(ctx.platform.events.emitted).toContainEqual({
      type: "athlete.removed",
      coachId: world.coach.id,
      athleteId: world.coachesAthlete.id,
    });
    expect(ids((await getMyAthletes(world.coach)).json().athletes)).toEqual([]);
    // Removed once: the link is gone, so a second call finds nothing.
    expect((await remove(world.coach, world.coachesAthlete.id)).statusCode).toBe(404);
  });

  it("lets the owner take an athlete out of the business, telling the coach too", async () => {
    const world = await peopleWorld(ctx);
    const response = await remove(world.owner, world.coachesAthlete.id);
    expect(response.json()).toEqual({ message: "Successfully unsubscribed athlete Anna Berg" });
    expect(await linkOf(world.coach.id, world.coachesAthlete.id)).toBeUndefined();
    const listed = await ctx.db
      .select()
      .from(businessAthletes)
      .where(eq(businessAthletes.athleteId, world.coachesAthlete.id));
    expect(listed).toEqual([]);
    for (const coachId of [world.owner.id, world.coach.id]) {
      expect(ctx.platform.events.emitted).toContainEqual({
        type: "athlete.removed",
        coachId,
        athleteId: world.coachesAthlete.id,
      });
    }
    // An athlete of the business without a coach.
    expect((await remove(world.owner, world.unassigned.id)).statusCode).toBe(200);
    expect(ids((await getMyAthletes(world.owner)).json().athletes)).toEqual([
      world.ownersAthlete.id,
    ]);
  });

  it("hides other people's athletes (404), refuses athletes (403) and strangers (401)", async () => {
    const world = await peopleWorld(ctx);
    for (const outsider of [world.otherCoach, world.otherOwner]) {
      expect((await remove(outsider, world.coachesAthlete.id)).statusCode).toBe(404);
    }
    expect((await remove(world.coach, world.ownersAthlete.id)).statusCode).toBe(404);
    expect((await remove(world.coach, world.unassigned.id)).statusCode).toBe(404);
    expect((await remove(world.owner, world.othersAthlete.id)).statusCode).toBe(404);
    const byAthlete = await remove(world.coachesAthlete, world.coachesAthlete.id);
    expect(byAthlete.statusCode).toBe(403);
    expect(byAthlete.json()).toEqual(PERMISSION);
    expect((await remove(null, world.coachesAthlete.id)).statusCode).toBe(401);
    expect(await linkOf(world.coach.id, world.coachesAthlete.id)).toBeDefined();
    expect(await linkOf(world.otherCoach.id, world.othersAthlete.id)).toBeDefined();
  });
});
