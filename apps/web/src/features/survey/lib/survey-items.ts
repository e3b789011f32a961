/** The three pain points the owner ranks, in the order first shown. */
export const SURVEY_ITEMS = [
  {
    key: "creating_workouts_and_scheduling_training",
    label: "Creating workouts and scheduling training",
  },
  { key: "communicating_with_athletes", label: "Communicating with athletes" },
  { key: "analyzing_the_details", label: "Analyzing the details" },
] as const;

export type SurveyItemKey = (typeof SURVEY_ITEMS)[number]["key"];
export type SurveyRanking = Record<SurveyItemKey, number>;

/** The survey's wait after the page loads before it asks the server whether it was answered. */
export const SURVEY_DELAY_MS = 20_000;

/** The ranking object the server stores: each item's place, the first one 0. */
export function rankingOf(order: readonly SurveyItemKey[]): SurveyRanking {
  return Object.fromEntries(order.map((key, index) => [key, index])) as SurveyRanking;
}
