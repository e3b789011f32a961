import { isSportId, SPORT_NAMES } from "@coach/shared/sports/sport-types";

/** A sport's name for people; unknown ids still read as something. */
export const sportName = (type: number) =>
  isSportId(type) ? SPORT_NAMES[type] : `Sport ${String(type)}`;
