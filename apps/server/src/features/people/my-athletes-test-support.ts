import { createBusiness, createUser, linkCoach } from "../../../test/factories";
import type { TestContext } from "../../../test/test-app";
import { activities, businessAthletes, calendarWorkouts } from "../../db/schema";

/** Helpers of the My athletes, groups and pending-athletes tests (not a test file itself). */

/**
 * Business A: its owner coaches ownersAthlete, its coach coaches coachesAthlete, and
 * unassigned is an athlete of the business without a coach. Business B: otherOwner, its coach
 * otherCoach who coaches othersAthlete. Every athlete of a business is in business_athletes.
 */
export async function peopleWorld(ctx: TestContext) {
  const db = ctx.db;
  const owner = await createUser(db, "owner", { firstName: "Olga", lastName: "Owner" });
  const coach = await createUser(db, "coach", { firstName: "Carl", lastName: "Coach" });
  const business = await createBusiness(db, owner.id, [coach.id]);
  const ownersAthlete = await createUser(db, "athlete", {
    firstName: "Oscar",
    lastName: "Athlete",
  });
  const coachesAthlete = await createUser(db, "athlete", { firstName: "Anna", lastName: "Berg" });
  const unassigned = await createUser(db, "athlete", { firstName: "Uma", lastName: "Free" });
  await linkCoach(db, owner.id, ownersAthlete.id, business.id);
  await linkCoach(db, coach.id, coachesAthlete.id, business.id);
  const otherOwner = await createUser(db, "owner");
  const otherCoach = await createUser(db, "coach");
  const otherBusiness = await createBusiness(db, otherOwner.id, [otherCoach.id]);
  const othersAthlete = await createUser(db, "athlete", { firstName: "Zed", lastName: "Other" });
  await linkCoach(db, otherCoach.id, othersAthlete.id, otherBusiness.id);
  await db.insert(businessAthletes).values([
    { businessId: business.id, athleteId: ownersAthlete.id },
    { businessId: business.id, athleteId: coachesAthlete.id },
    { businessId: business.id, athleteId: unassigned.id },
    { businessId: otherBusiness.id, athleteId: othersAthlete.id },
  ]);
  return {
    owner,
    coach,
    business,
    ownersAthlete,
    coachesAthlete,
    unassigned,
    otherOwner,
    otherCoach,
    otherBusiness,
    othersAthlete,
  };
}

/** A planned run on a date, straight into the calendar; its id. */
export async function insertWorkout(
  ctx: TestContext,
  athleteId: number,
  date: string,
  type = 1,
): Promise<number> {
  const [row] = await ctx.db
    .insert(calendarWorkouts)
    .values({ athleteId, date, name: `Run ${date}`, type, totalDuration: 3600 })
    .returning({ id: calendarWorkouts.id });
  return row!.id;
}

let serial = 0;

/** A completed activity on a date, matched to a workout or not; its id. */
export async function insertDoneActivity(
  ctx: TestContext,
  athleteId: number,
  date: string,
  match: { workoutId: number; deviationPct: number | null } | null = null,
): Promise<number> {
  serial += 1;
  const name = `people-activity-${serial}`;
  const [row] = await ctx.db
    .insert(activities)
    .values({
      athleteId,
      date,
      startTime: new Date(`${date}T07:00:00Z`),
      sport: 1,
      name,
      fileFingerprint: `fingerprint-${name}`,
      fileKey: `activities/${athleteId}/${name}.fit`,
      fileName: `${name}.fit`,
      summary: { durationSec: 3600, distanceM: null, stress: null },
      samples: Buffer.from([]),
      matchedWorkoutId: match?.workoutId ?? null,
      deviation: match?.deviationPct ?? null,
    })
    .returning({ id: activities.id });
  return row!.id;
}
