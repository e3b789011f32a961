import { todayIn } from "@coach/shared/calendar/athlete-today";
import { isRowId } from "@coach/shared/validation/row-id";
import {
  type AthleteZones,
  athleteZones,
  SPORTS_OF_METHOD_TYPE,
} from "@coach/shared/zones/athlete-zones";
import type { UpdateZonesBody, ZonesResponse } from "@coach/shared/zones/zone.schemas";
import type { Database } from "../../db/client";
import { editConflict } from "../../db/edit-conflict";
import { transactionWithRetry } from "../../db/with-retry";
import { AppError } from "../../errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import { accessibleAthlete } from "../access/athlete-access";
import {
  lockAthleteCalendars,
  recomputeWorkoutTotals,
} from "../calendar/calendar-workouts.service";
import { lockUser, type UserRow, updateUserZones } from "../people/users.service";
import { recordThresholdChanges } from "../performance/performance.service";

type Options = { db: Database; viewer: UserRow };

/** The API's `athlete` reference: absent for the caller's own zones, else a user id. */
function athleteIdOf(viewer: UserRow, athlete: number | string | undefined): number {
  if (athlete === undefined) return viewer.id;
  const id = Number(athlete);
  if (!isRowId(id)) throw AppError.notFound();
  return id;
}

/** The zones as GET answers them: every method type, and their version. */
function zonesResponse(athlete: Pick<UserRow, "zones" | "zonesVersion">): ZonesResponse {
  return { ...athleteZones(athlete.zones), version: athlete.zonesVersion };
}

/** GET api/athlete/zones/: every method type of the athlete, defaults where none are saved. */
export async function getZones(
  options: Options & { athlete?: number | string },
): Promise<ZonesResponse> {
  const { db, viewer } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteIdOf(viewer, options.athlete));
  return zonesResponse(athlete);
}

/**
 * POST api/athlete/zones/: saves one sport's methods, then, in the same transaction, recomputes
 * the steps, totals and stress of the athlete's workouts of that sport dated today or later in
 * their time zone. Past workouts keep the stress they were planned with. Changed thresholds
 * are added to the threshold history, dated the athlete's today, and told as `zones.changed`.
 * With `version`, a write made since that version answers 409 with the current zones and who
 * saved them (decision 083); without it, the last write stands.
 */
export async function updateZones(
  options: Options & { events: EventBus; body: UpdateZonesBody },
): Promise<ZonesResponse> {
  const { db, viewer, body } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteIdOf(viewer, body.athlete));
  const today = todayIn(athlete.timezone);
  // Re-runnable: every effect (zones, history, event, workouts) is inside the transaction.
  return transactionWithRetry(db, async (tx) => {
    // Read under the row lock: zones read before it would let a simultaneous write be lost.
    // The athlete's row first, then their calendar, as every calendar write (no deadlock).
    const locked = await lockUser({ db: tx, userId: athlete.id });
    await lockAthleteCalendars({ tx, athleteIds: [athlete.id] });
    const before = athleteZones(locked.zones);
    const zones: AthleteZones = { ...before, [body.methodType]: body.data };
    const written = await updateUserZones({
      db: tx,
      userId: athlete.id,
      write: { zones, version: body.version, updatedBy: viewer.id },
    });
    if (!written) throw await editConflict(tx, locked.zonesUpdatedBy, zonesResponse(locked));
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
    return zonesResponse(written);
  });
}
