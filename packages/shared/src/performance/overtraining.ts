import { addDays } from "../units/iso-week.ts";
import { CTL_DAYS, type FitnessState } from "./fitness.ts";

/**
 * When an athlete's coaches are told of an overtraining risk (docs/decisions/071-overtraining-rule.md):
 * the acute:chronic load ratio (ATL / CTL of `fitness.ts`, the Performance page's model) above
 * OVERTRAINING_RATIO, once the chronic load means something.
 */
export const OVERTRAINING_RATIO = 1.5;
/** TSS per day: below it the chronic load is too small for a ratio to say anything. */
export const OVERTRAINING_MIN_CTL = 10;
/**
 * Days of load history the ratio needs: one CTL time constant. Before the athlete's first
 * activity the model reads zeros, so a new athlete's ratio is high only for lack of data.
 */
export const OVERTRAINING_MIN_HISTORY_DAYS = CTL_DAYS;
/** Only a day of the athlete's last 7 (today included) is checked: an older one is past warning. */
export const OVERTRAINING_RECENT_DAYS = 7;
/** At most one notice per athlete in this many days. */
export const OVERTRAINING_QUIET_DAYS = 7;

export type OvertrainingRisk = { atl: number; ctl: number; ratio: number };

/**
 * The risk on `date`, or null when there is none: `load` is the state at the end of that day,
 * `firstLoadDate` the athlete's first day with any stress (null without one).
 */
export function overtrainingRisk(input: {
  date: string;
  load: FitnessState;
  firstLoadDate: string | null;
}): OvertrainingRisk | null {
  const { ctl, atl } = input.load;
  if (input.firstLoadDate === null) return null;
  if (input.firstLoadDate > addDays(input.date, -OVERTRAINING_MIN_HISTORY_DAYS)) return null;
  if (ctl < OVERTRAINING_MIN_CTL) return null;
  const ratio = atl / ctl;
  return ratio > OVERTRAINING_RATIO ? { atl, ctl, ratio } : null;
}
