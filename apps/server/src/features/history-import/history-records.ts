import type { RecordKey } from "@coach/shared/activities/new-records";

/** A record one activity of the archive beat when it was stored. */
export type FoundRecord = {
  key: RecordKey;
  range: number;
  /** Speed in m/s or power in W: higher is better for both (new-records.ts). */
  value: number;
  date: string;
  activityId: number;
};

/**
 * The best of the archive per record (key and range), for the one rebuild at the end
 * (docs/decisions/123-history-archive-import.md): each file was compared with the records as
 * they stood before the import, so several may beat the same one; the highest value wins, the
 * earliest activity on a tie (it set the record first).
 */
export function bestRecords(found: FoundRecord[]): FoundRecord[] {
  const best = new Map<string, FoundRecord>();
  for (const record of found) {
    const key = `${record.key}:${record.range}`;
    const held = best.get(key);
    const isBetter =
      !held ||
      record.value > held.value ||
      (record.value === held.value && record.date < held.date);
    if (isBetter) best.set(key, record);
  }
  return [...best.values()];
}
