import { SportId } from "@coach/shared/sports/sport-ids";
import { isSportId, SPORT_NAMES } from "@coach/shared/sports/sport-types";

/** A sport's name for people; an id the app does not know still reads as something. */
export const sportName = (type: number, unknown = `Sport ${String(type)}`) =>
  isSportId(type) ? SPORT_NAMES[type] : unknown;

/** The sports an activity file can be recorded in; any other reads as "Other". */
const ACTIVITY_SPORTS: ReadonlySet<number> = new Set([
  SportId.running,
  SportId.cycling,
  SportId.swimming,
  SportId.strength,
  SportId.walking,
  SportId.hiking,
  SportId.triathlon,
]);

/** The sport of an activity, or of figures summed from activities. */
export const activitySportName = (sport: number) =>
  ACTIVITY_SPORTS.has(sport) ? sportName(sport) : "Other";

const SPORT_COLORS: Record<number, string> = {
  [SportId.running]: "#2f9e44",
  [SportId.cycling]: "#1c7ed6",
  [SportId.swimming]: "#0ca678",
  [SportId.strength]: "#f08c00",
  [SportId.triathlon]: "#7048e8",
  [SportId.test]: "#e03131",
};

/** One colour per sport, the same on every chart; grey for the rest. */
export const sportColor = (sport: number) => SPORT_COLORS[sport] ?? "#868e96";
