/**
 * Athlete ranking figures: total_workouts = almost + completed +
 * failed; total_activities = almost + completed + unplanned; commitmentPercent = completed /
 * total_workouts, as a percent (0-100, one decimal), 0 when there are no workouts.
 */
export interface Commitment {
  completed: number;
  almost: number;
  failed: number;
  unplanned: number;
}

export interface RankingFigures {
  total_workouts: number;
  total_activities: number;
  commitmentPercent: number;
}

export function rankingFigures(commitment: Commitment): RankingFigures {
  const { completed, almost, failed, unplanned } = commitment;
  const totalWorkouts = almost + completed + failed;
  return {
    total_workouts: totalWorkouts,
    total_activities: almost + completed + unplanned,
    commitmentPercent:
      totalWorkouts === 0 ? 0 : Math.round((completed / totalWorkouts) * 1000) / 10,
  };
}

/** At most 5 athletes per ranking chart. */
export const RANKING_CHART_SIZE = 5;

/**
 * 'Most Green' ranks by completed workouts, 'Most Red' by failed ones; ties go to the higher
 * (green) or lower (red) commitment. Athletes with nothing to show are left out, so an empty
 * list shows the 'No completed workouts' placeholder.
 */
export function rankAthletes<T extends { commitment_12_months: Commitment }>(
  entries: readonly T[],
  chart: "green" | "red",
  limit = RANKING_CHART_SIZE,
): T[] {
  const key = chart === "green" ? "completed" : "failed";
  const direction = chart === "green" ? -1 : 1;
  return entries
    .filter((entry) => entry.commitment_12_months[key] > 0)
    .map((entry) => ({
      entry,
      percent: rankingFigures(entry.commitment_12_months).commitmentPercent,
    }))
    .sort(
      (a, b) =>
        b.entry.commitment_12_months[key] - a.entry.commitment_12_months[key] ||
        direction * (a.percent - b.percent),
    )
    .slice(0, limit)
    .map(({ entry }) => entry);
}
