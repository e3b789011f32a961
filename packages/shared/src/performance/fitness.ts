/**
 * Fitness (CTL), fatigue (ATL) and form (TSB) from daily training stress, as
 * GoldenCheetah's PMC computes them: exponentially weighted averages with
 * 42- and 7-day time constants, and form shown on the next day, TSB_d = CTL_{d-1} − ATL_{d-1}.
 */

export const CTL_DAYS = 42;
export const ATL_DAYS = 7;

/** How much of yesterday's value is kept each day (e^(−1/days)). */
export const decayOf = (days: number) => Math.exp(-1 / days);

export interface FitnessState {
  ctl: number;
  atl: number;
}

export interface FitnessDay extends FitnessState {
  tsb: number;
}

/**
 * One entry per day of `dailyStress` (index 0 is the first day). `start` is the state on the
 * day before the first one (zero for an athlete with no history); its difference is the first
 * day's form.
 */
export function fitnessSeries(
  dailyStress: readonly number[],
  start: FitnessState = { ctl: 0, atl: 0 },
): FitnessDay[] {
  const ctlKeep = decayOf(CTL_DAYS);
  const atlKeep = decayOf(ATL_DAYS);
  let { ctl, atl } = start;
  return dailyStress.map((stress) => {
    const tsb = ctl - atl;
    const load = Number.isFinite(stress) && stress > 0 ? stress : 0;
    ctl = ctl * ctlKeep + load * (1 - ctlKeep);
    atl = atl * atlKeep + load * (1 - atlKeep);
    return { ctl, atl, tsb };
  });
}
