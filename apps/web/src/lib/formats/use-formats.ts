import { DEFAULT_UNITS, type DisplayUnits } from "@coach/shared/units/unit-conversions";
import { useMemo } from "react";
import { useAccountInfo } from "../account-info";
import {
  DEFAULT_DATE_FORMAT,
  dateLabel,
  dateRangeLabel,
  dateTimeLabel,
  dayMonthLabel,
  instantDateLabel,
  timeLabel,
} from "./dates";
import { formatDistance, formatElevation, formatSpeedOrPace, volumeDistance } from "./figures";

/** The viewer's choices every figure and date is written in. */
export type Formats = { units: DisplayUnits; dateFormat: string };

/** The formatting functions bound to one viewer's choices. */
export function formatterOf({ units, dateFormat }: Formats) {
  return {
    units,
    dateFormat,
    date: (isoDate: string) => dateLabel(isoDate, dateFormat),
    dayMonth: (isoDate: string) => dayMonthLabel(isoDate, dateFormat),
    dateRange: (startIso: string, endIso: string) => dateRangeLabel(startIso, endIso, dateFormat),
    instantDate: (instant: string | Date) => instantDateLabel(instant, dateFormat),
    dateTime: (instant: string | Date) => dateTimeLabel(instant, dateFormat),
    time: (instant: string | Date) => timeLabel(instant, dateFormat),
    distance: (metres: number | null | undefined) => formatDistance(metres, units),
    volumeDistance: (metres: number) => volumeDistance(metres, units),
    elevation: (metres: number | null | undefined) => formatElevation(metres, units),
    speedOrPace: (speedMps: number | null | undefined, sport: number | null | undefined) =>
      formatSpeedOrPace(speedMps, sport, units),
  };
}

export type Formatter = ReturnType<typeof formatterOf>;

/** The signed-in viewer's formats; the defaults until their account has loaded. */
export function useFormats(): Formatter {
  const details = useAccountInfo().data?.details;
  const units = details?.displayUnits ?? DEFAULT_UNITS;
  const dateFormat = details?.dateFormat ?? DEFAULT_DATE_FORMAT;
  return useMemo(() => formatterOf({ units, dateFormat }), [units, dateFormat]);
}
