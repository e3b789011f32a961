import type { Profile } from "@coach/shared/account/account.schemas";
import { WEEKDAYS } from "@coach/shared/account/account.schemas";
import { durationLabel } from "../../../lib/formats";

const SECONDS_PER_HOUR = 3600;

/** 'running' reads 'Running', as the sports choice labels it. */
export const sportLabel = (sport: string) => sport.charAt(0).toUpperCase() + sport.slice(1);

export function sportsText(profile: Profile): string {
  return profile.sports.length > 0
    ? profile.sports.map(sportLabel).join(", ")
    : "No sports chosen yet";
}

export function trainingDaysText(profile: Profile): string {
  return profile.trainingDays.length > 0
    ? profile.trainingDays.join(", ")
    : "No training days chosen yet";
}

/** Hours per weekday in week order, as every duration reads: 'Tuesday 1 h 30 min, Saturday 3 h'. */
export function availabilityText(profile: Profile): string {
  const days = WEEKDAYS.flatMap((day) => {
    const hours = profile.trainingAvailability[day];
    return hours === undefined ? [] : [`${day} ${durationLabel(hours * SECONDS_PER_HOUR)}`];
  });
  return days.length > 0 ? days.join(", ") : "No training hours given yet";
}
