import { SportId } from "../sports/sport-ids.ts";
import { type DisplayUnits, METRES_PER_MILE, METRES_PER_YARD } from "../units/unit-conversions.ts";

/** The longest activity name, typed or taken from a file. */
export const ACTIVITY_NAME_MAX_LENGTH = 100;

/** Below this an activity has no distance worth naming (an indoor ride's wheel creep). */
const NAMED_DISTANCE_MIN_M = 100;

const NOUNS: Record<number, string> = {
  [SportId.running]: "run",
  [SportId.cycling]: "ride",
  [SportId.swimming]: "swim",
  [SportId.strength]: "strength session",
  [SportId.walking]: "walk",
  [SportId.hiking]: "hike",
};

/** Night until 5, morning until noon, afternoon until 17, evening until 21, as Strava and Garmin name them. */
export function partOfDay(localHour: number): string {
  if (localHour < 5 || localHour >= 21) return "Night";
  if (localHour < 12) return "Morning";
  if (localHour < 17) return "Afternoon";
  return "Evening";
}

/** The hour (0-23) of `instant` on the clock of `timeZone`. */
export function localHourIn(timeZone: string, instant: Date): number {
  const hour = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "numeric",
    hourCycle: "h23",
  }).format(instant);
  return Number(hour);
}

/** '41 km', '5.2 km', '1500 m' (swims), or in miles and yards. */
export function distanceForName(distanceM: number, sport: number | null, units: DisplayUnits) {
  if (sport === SportId.swimming) {
    return units === "Imperial"
      ? `${Math.round(distanceM / METRES_PER_YARD)} yd`
      : `${Math.round(distanceM)} m`;
  }
  const long = distanceM / (units === "Imperial" ? METRES_PER_MILE : 1000);
  const text = long < 10 ? long.toFixed(1) : long.toFixed(0);
  return `${text} ${units === "Imperial" ? "mi" : "km"}`;
}

/** '45 min', '1 h 05 min'. */
function durationForName(seconds: number) {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, "0")} min` : `${minutes} min`;
}

/** Some apps name a track by its start ('2013-07-06T14:59:00Z'), which tells nothing new. */
const TIMESTAMP_NAME =
  /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A name on one line: runs of spaces and line breaks become one space, none at the ends. */
export function oneLineName(name: string): string {
  return name.replace(/\s+/g, " ").trim();
}

/** A file's name for an activity: on one line, cut at 100 characters. */
export function cleanActivityName(name: string | null | undefined): string {
  return oneLineName(name ?? "").slice(0, ACTIVITY_NAME_MAX_LENGTH);
}

/**
 * The name an imported activity gets: the file's own (a GPX track's name, a FIT file's
 * workout), otherwise the part of the day, the sport and the distance, or the duration where
 * there is no distance: 'Morning ride, 41 km', 'Evening strength session, 45 min'. Nineteen
 * uploads should read as nineteen different activities.
 */
export function activityTitle(input: {
  fileTitle: string | null;
  sport: number | null;
  localHour: number;
  distanceM: number | null;
  durationSec: number | null;
  units: DisplayUnits;
}): string {
  const own = cleanActivityName(input.fileTitle);
  if (own && !TIMESTAMP_NAME.test(own)) return own;
  const noun = NOUNS[input.sport ?? -1] ?? "activity";
  const head = `${partOfDay(input.localHour)} ${noun}`;
  if (input.distanceM !== null && input.distanceM >= NAMED_DISTANCE_MIN_M) {
    return `${head}, ${distanceForName(input.distanceM, input.sport, input.units)}`;
  }
  if (input.durationSec !== null && input.durationSec >= 60) {
    return `${head}, ${durationForName(input.durationSec)}`;
  }
  return head;
}
