import type { ParsedActivity, SwimData, TimeRange } from "./activity.types.ts";
import { appendRecord, emptyRecords, type RecordValues } from "./activity-records.ts";

/** Test support: small activities built from rows, without files. */

export function activityFrom(
  rows: (RecordValues & { t: number })[],
  fields: {
    sportId?: number | null;
    timerPauses?: TimeRange[] | null;
    swim?: SwimData | null;
  } = {},
): ParsedActivity {
  const records = emptyRecords();
  for (const { t, ...values } of rows) appendRecord(records, t, values);
  return {
    sportId: fields.sportId === undefined ? 2 : fields.sportId,
    sourceSport: null,
    title: null,
    startTime: "2024-05-01T08:00:00.000Z",
    deviceSummary: null,
    records,
    laps: [],
    swim: fields.swim ?? null,
    timerPauses: fields.timerPauses === undefined ? null : fields.timerPauses,
  };
}

/** n rows at 1 Hz, each from a function of the second. */
export function steadyRows(n: number, row: (second: number) => RecordValues) {
  return Array.from({ length: n }, (_, second) => ({ t: second, ...row(second) }));
}
