import type { AthleteRecord } from "@coach/shared/records/record.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import {
  effortDistanceLabel,
  effortDurationLabel,
  formatDuration,
  formatSpeedOrPace,
} from "./figures";

/** A record's value: watts for power, else the time over its distance and the pace or speed. */
export function recordValue(record: AthleteRecord, units: DisplayUnits): string {
  if (record.key === "cycling_power") return `${Math.round(record.value)} W`;
  const time = formatDuration(record.range / record.value);
  return `${time} (${formatSpeedOrPace(record.value, record.sport, units)})`;
}

/** What a record is over: a duration for power, a distance in the viewer's units otherwise. */
export function recordRange(record: AthleteRecord, units: DisplayUnits): string {
  return record.key === "cycling_power"
    ? effortDurationLabel(record.range)
    : effortDistanceLabel(record.range, units, record.sport);
}
