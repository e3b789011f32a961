import type {
  MacrocyclePhase,
  MacrocycleQuery,
  MacrocycleWeek,
  SaveMacrocycleBody,
} from "@coach/shared/macrocycle/macrocycle.schemas";
import { addDays, daysBetween, startOfIsoWeek } from "@coach/shared/units/iso-week";
import type { Database, Executor } from "../../db/client";
import { editConflict } from "../../db/edit-conflict";
import { transactionWithRetry } from "../../db/with-retry";
import { coachedAthlete } from "../access/coached-athlete";
import { lockUser, type UserRow } from "../people/users.service";
import * as repository from "./macrocycle.repository";

type Options = { db: Database; viewer: UserRow; athleteId: number };

/** The weeks fromWeek..toWeek (Mondays): three queries whatever their number. */
async function weeksOf(
  db: Executor,
  athleteId: number,
  fromWeek: string,
  toWeek: string,
): Promise<MacrocycleWeek[]> {
  const lastDay = addDays(toWeek, 6);
  // One after another: a save reads them in its transaction, whose one connection takes one
  // query at a time (pg 9 refuses a second while one runs).
  const rows = await repository.findWeeks(db, athleteId, fromWeek, toWeek);
  const planned = await repository.plannedStressByWeek(db, athleteId, fromWeek, lastDay);
  const completed = await repository.completedStressByWeek(db, athleteId, fromWeek, lastDay);
  const rowOf = new Map(rows.map((row) => [row.weekStart, row]));
  const plannedOf = new Map(planned.map((week) => [week.weekStart, week.stress]));
  const completedOf = new Map(completed.map((week) => [week.weekStart, week.stress]));
  const count = daysBetween(fromWeek, toWeek) / 7 + 1;
  return Array.from({ length: count }, (_, index) => {
    const weekStart = addDays(fromWeek, index * 7);
    const row = rowOf.get(weekStart);
    return {
      weekStart,
      phase: (row?.phase as MacrocyclePhase | undefined) ?? null,
      targetStress: row?.targetStress ?? null,
      note: row?.note ?? "",
      plannedStress: plannedOf.get(weekStart) ?? 0,
      completedStress: completedOf.get(weekStart) ?? 0,
      version: row?.version ?? 0,
    };
  });
}

/** GET api/athlete/{id}/macrocycle/: every week holding startDate..endDate. */
export async function getMacrocycle(
  options: Options & { query: MacrocycleQuery },
): Promise<MacrocycleWeek[]> {
  const { db, viewer, query } = options;
  const athlete = await coachedAthlete(db, viewer, options.athleteId);
  return weeksOf(db, athlete.id, startOfIsoWeek(query.startDate), startOfIsoWeek(query.endDate));
}

/**
 * PUT api/athlete/{id}/macrocycle/: saves the given weeks in one transaction; a week with a
 * null phase is cleared (its row removed). Answers the weeks from the first to the last given.
 * A week sent with the version the page loaded (0 for no plan) that was saved or cleared since
 * refuses the whole save: 409 with those weeks as they are now and who saved it (decision 083).
 */
export async function saveMacrocycle(
  options: Options & { body: SaveMacrocycleBody },
): Promise<MacrocycleWeek[]> {
  const { db, viewer, body } = options;
  const athlete = await coachedAthlete(db, viewer, options.athleteId);
  const kept = body.weeks.flatMap((week) =>
    week.phase === null
      ? []
      : [
          {
            athleteId: athlete.id,
            weekStart: week.weekStart,
            phase: week.phase,
            targetStress: week.targetStress,
            note: week.note,
            updatedBy: viewer.id,
          },
        ],
  );
  const cleared = body.weeks.filter((week) => week.phase === null).map((week) => week.weekStart);
  const mondays = body.weeks.map((week) => week.weekStart).sort();
  const [first, last] = [mondays[0]!, mondays.at(-1)!];
  // Re-runnable: every effect is inside the transaction.
  return transactionWithRetry(db, async (tx) => {
    // The athlete's row first, as every multi-row write of their data: saves of one season
    // queue, so the versions read next stay true until this save ends (even for new weeks,
    // which have no row to lock).
    await lockUser({ db: tx, userId: athlete.id });
    const stored = new Map(
      (await repository.findWeeks(tx, athlete.id, first, last)).map((row) => [row.weekStart, row]),
    );
    const stale = body.weeks.find(
      (week) =>
        week.version !== undefined && (stored.get(week.weekStart)?.version ?? 0) !== week.version,
    );
    if (stale) {
      const current = { weeks: await weeksOf(tx, athlete.id, first, last) };
      throw await editConflict(tx, stored.get(stale.weekStart)?.updatedBy ?? null, current);
    }
    await repository.upsertWeeks(tx, kept);
    await repository.deleteWeeks(tx, athlete.id, cleared);
    return weeksOf(tx, athlete.id, first, last);
  });
}
