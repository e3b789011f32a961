import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { businessAthletes, businessCoaches, businesses, coachAthletes, users } from "../db/schema";
import { hashPassword } from "../features/auth/passwords";
import { demoZones } from "./demo-zones";
import type { SeasonSport } from "./season/season-script";

export const DEMO_PASSWORD = "demo-password";

type DemoPerson = {
  role: string;
  email: string;
  firstName: string;
  lastName: string;
  isCoach: boolean;
  isBusinessOwner: boolean;
  jobTitle?: string;
  sports: ("running" | "cycling" | "swimming" | "strength" | "triathlon")[];
};

export const DEMO_OWNER: DemoPerson = {
  role: "Business owner + coach",
  email: "owner@demo.coach",
  firstName: "Olivia",
  lastName: "Hart",
  isCoach: true,
  isBusinessOwner: true,
  jobTitle: "Head coach",
  sports: ["running", "cycling"],
};
export const DEMO_COACH: DemoPerson = {
  role: "Coach",
  email: "coach@demo.coach",
  firstName: "Marco",
  lastName: "Silva",
  isCoach: true,
  isBusinessOwner: false,
  jobTitle: "Triathlon coach",
  sports: ["triathlon"],
};
export const DEMO_ATHLETES: (DemoPerson & {
  coach: "owner" | "coach";
  /** What the season generator writes for them (demo-season.ts). */
  season: SeasonSport;
  zones: Parameters<typeof demoZones>[0];
})[] = [
  {
    role: "Athlete (runner)",
    email: "anna@demo.athlete",
    firstName: "Anna",
    lastName: "Berg",
    isCoach: false,
    isBusinessOwner: false,
    sports: ["running"],
    season: "running",
    coach: "owner",
    zones: {
      lthrBpm: 172,
      ftpHrBpm: 165,
      ftpW: 210,
      runPaceSecPerKm: 255,
      swimPaceSecPer100m: 110,
    },
  },
  {
    role: "Athlete (cyclist)",
    email: "ben@demo.athlete",
    firstName: "Ben",
    lastName: "Okafor",
    isCoach: false,
    isBusinessOwner: false,
    sports: ["cycling"],
    season: "cycling",
    coach: "owner",
    zones: {
      lthrBpm: 168,
      ftpHrBpm: 162,
      ftpW: 285,
      runPaceSecPerKm: 290,
      swimPaceSecPer100m: 120,
    },
  },
  {
    role: "Athlete (swimmer)",
    email: "chloe@demo.athlete",
    firstName: "Chloe",
    lastName: "Dubois",
    isCoach: false,
    isBusinessOwner: false,
    sports: ["swimming"],
    season: "swimming",
    coach: "coach",
    zones: { lthrBpm: 176, ftpHrBpm: 168, ftpW: 190, runPaceSecPerKm: 300, swimPaceSecPer100m: 88 },
  },
  {
    role: "Athlete (triathlete)",
    email: "dan@demo.athlete",
    firstName: "Dan",
    lastName: "Kowalski",
    isCoach: false,
    isBusinessOwner: false,
    sports: ["triathlon"],
    season: "triathlon",
    coach: "coach",
    zones: { lthrBpm: 170, ftpHrBpm: 163, ftpW: 250, runPaceSecPerKm: 265, swimPaceSecPer100m: 98 },
  },
];

/** Demo data for a new database outside production: one business, two coaches, four athletes. */
export async function seedDemoIfEmpty(db: Database) {
  const everyone = [DEMO_OWNER, DEMO_COACH, ...DEMO_ATHLETES];
  const accounts = everyone.map(({ role, email }) => ({ role, email }));
  const count = await db.execute<{ count: number }>(sql`select count(*)::int as count from users`);
  if (Number(count.rows[0]?.count) > 0) return { created: false, accounts };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const insertPerson = async (person: DemoPerson, zones: object) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: person.email,
          passwordHash,
          firstName: person.firstName,
          lastName: person.lastName,
          isCoach: person.isCoach,
          isBusinessOwner: person.isBusinessOwner,
          jobTitle: person.jobTitle ?? "",
          emailConfirmedAt: new Date(),
          firstSetup: true,
          profile: {
            sports: person.sports,
            trainingDays: ["Tuesday", "Thursday", "Saturday", "Sunday"],
            trainingAvailability: {},
          },
          zones,
        })
        .returning({ id: users.id });
      return row!.id;
    };
    const coachZones = demoZones({
      lthrBpm: 170,
      ftpHrBpm: 162,
      ftpW: 240,
      runPaceSecPerKm: 270,
      swimPaceSecPer100m: 100,
    });
    const ownerId = await insertPerson(DEMO_OWNER, coachZones);
    const coachId = await insertPerson(DEMO_COACH, coachZones);
    const [business] = await tx
      .insert(businesses)
      .values({
        ownerId,
        businessName: "Hart Endurance",
        subdomain: "hart",
        publicText: "Structured coaching for runners, cyclists and triathletes.",
      })
      .returning({ id: businesses.id });
    await tx.insert(businessCoaches).values([
      { businessId: business!.id, coachId: ownerId },
      { businessId: business!.id, coachId },
    ]);
    for (const athlete of DEMO_ATHLETES) {
      const athleteId = await insertPerson(athlete, demoZones(athlete.zones));
      await tx.insert(businessAthletes).values({ businessId: business!.id, athleteId });
      await tx.insert(coachAthletes).values({
        coachId: athlete.coach === "owner" ? ownerId : coachId,
        athleteId,
        businessId: business!.id,
      });
    }
  });
  return { created: true, accounts };
}
