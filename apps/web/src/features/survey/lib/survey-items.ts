import type { SurveyItemKey } from "@coach/shared/dashboard/survey.schemas";

/** The three pain points the owner ranks, in the order first shown. */
export const SURVEY_ITEMS: readonly { key: SurveyItemKey; label: string }[] = [
  {
    key: "creating_workouts_and_scheduling_training",
    label: "Creating workouts and scheduling training",
  },
  { key: "communicating_with_athletes", label: "Communicating with athletes" },
  { key: "analyzing_the_details", label: "Analyzing the details" },
];

/** The survey's wait after the page loads before it asks the server whether it was answered. */
export const SURVEY_DELAY_MS = 20_000;

/**
 * Once due, the survey waits until the person has left the page alone this long (and holds and
 * drags nothing), so it never takes the focus in the middle of what they are doing.
 */
export const SURVEY_QUIET_MS = 2_000;
