import { todayIn } from "@coach/shared/calendar/athlete-today";
import { isRowId } from "@coach/shared/validation/row-id";
import {
  type AthleteZones,
  athleteZones,
  SPORTS_OF_METHOD_TYPE,
} from "@coach/shared/zones/athlete-zones";
import type { UpdateZonesBody } from "@coach/shared/zones/zone.schemas";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import { accessibleAthlete } from "../access/athlete-access";
import { recomputeWorkoutTotals } from "../calendar/calendar-workouts.service";
import { lockUser, type UserRow, updateUser } from "../people/users.service";
import { recordThresholdChanges } from "../performance/performance.service";

type Options = { db: Database; viewer: UserRow };

/** The API's `athlete` reference: absent for the caller's own zones, else a user id. */
function athleteIdOf(viewer: UserRow, athlete: number | string | undefined): number {
  if (athlete === undefined) return viewer.id;
  const id = Number(athlete);
  if (!isRowId(id)) throw AppError.notFound();
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
 * are added to the threshold history, dated the athlete's today, and told as `zones.changed`.
 */
export async function updateZones(
  options: Options & { events: EventBus; body: UpdateZonesBody },
): Promise<AthleteZones> {
  const { db, viewer, body } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteIdOf(viewer, body.athlete));
  const today = todayIn(athlete.timezone);
  return db.transaction(async (tx) => {
    // Read under the row lock: zones read before it would let a simultaneous write be lost.
    const locked = await lockUser({ db: tx, userId: athlete.id });
    const before = athleteZones(locked.zones);
    const zones: AthleteZones = { ...before, [body.methodType]: body.data };
    await updateUser({ db: tx, userId: athlete.id, changes: { zones } });
    const changed = await recordThresholdChanges({
      tx,
      athleteId: athlete.id,
      methodType: body.methodType,
      before,
      after: zones,
      recordedOn: today,
    });
    // Told only when a threshold moved: zone bounds alone change no threshold.
    if (changed.length > 0) {
      await options.events.emit(tx, {
        type: "zones.changed",
        athleteId: athlete.id,
        changedBy: viewer.id,
        methodType: body.methodType,
        methods: changed.map((row) => row.method),
      });
    }
    await recomputeWorkoutTotals({
      tx,
      athleteId: athlete.id,
      sports: SPORTS_OF_METHOD_TYPE[body.methodType],
      fromDate: today,
      zones,
    });
    return zones;
  });
}
