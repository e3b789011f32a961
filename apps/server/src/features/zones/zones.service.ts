import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import type { UpdateZonesBody } from "@coach/shared/zones/zone.schemas";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { accessibleAthlete } from "../calendar/athlete-access";
import { todayIn } from "../calendar/athlete-today";
import * as calendar from "../calendar/calendar.repository";
import { toWorkoutBody } from "../calendar/calendar-mapping";
import type { UserRow } from "../people/users.repository";
import { updateUser } from "../people/users.repository";
import { insertThresholdHistory } from "../performance/performance.repository";
import { thresholdChanges } from "../performance/threshold-history";
import { type AthleteZones, athleteZones, SPORTS_OF_METHOD_TYPE } from "./athlete-zones";

type Options = { db: Database; viewer: UserRow };

/** The spec's `athlete` reference: absent for the caller's own zones, else a user id. */
function athleteIdOf(viewer: UserRow, athlete: number | string | undefined): number {
  if (athlete === undefined) return viewer.id;
  const id = Number(athlete);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw AppError.notFound();
  return id;
}

/** GET api/athlete/zones/: every method type of the athlete, defaults where none are saved. */
export async function getZones(options: Options & { athlete?: number | string }) {
  const { db, viewer } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteIdOf(viewer, options.athlete));
  return athleteZones(athlete.zones);
}

/**
 * POST api/athlete/zones/: saves one sport's methods, then, in the same transaction, recomputes
 * the steps, totals and stress of the athlete's workouts of that sport dated today or later in
 * their time zone. Past workouts keep the stress they were planned with. Changed thresholds
 * are added to the threshold history, dated the athlete's today.
 */
export async function updateZones(
  options: Options & { body: UpdateZonesBody },
): Promise<AthleteZones> {
  const { db, viewer, body } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteIdOf(viewer, body.athlete));
  const before = athleteZones(athlete.zones);
  const zones: AthleteZones = { ...before, [body.methodType]: body.data };
  const today = todayIn(athlete.timezone);
  await db.transaction(async (tx) => {
    await updateUser(tx, athlete.id, { zones });
    // The Performance page's threshold history: one row per method whose threshold changed.
    await insertThresholdHistory(
      tx,
      thresholdChanges(athlete.id, body.methodType, before, zones, today),
    );
    const sports = SPORTS_OF_METHOD_TYPE[body.methodType];
    const workouts = await calendar.findWorkoutsOfSportsFrom(tx, athlete.id, sports, today);
    const recomputed = workouts.map((row) => {
      const totals = computeWorkoutTotals(toWorkoutBody(row), zones);
      return { id: row.id, ...totals };
    });
    await calendar.updateTotals(tx, recomputed);
  });
  return zones;
}
