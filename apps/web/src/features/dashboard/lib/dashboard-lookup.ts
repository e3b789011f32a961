import type {
  CommentThread,
  DashboardActivity,
  DashboardConfig,
  DashboardResponse,
  DashboardWorkout,
} from "@coach/shared/dashboard/dashboard.schemas";

/** The dashboard answer's lists by id, for the cards to name what an entry points at. */
export type DashboardLookup = {
  athlete: (id: number) => DashboardConfig | undefined;
  workout: (id: number | null) => DashboardWorkout | undefined;
  activity: (id: number | null) => DashboardActivity | undefined;
  /** The thread of recent comments on an activity, if it has one. */
  thread: (activityId: number | null) => CommentThread | undefined;
};

export function dashboardLookup(answer: DashboardResponse): DashboardLookup {
  const athletes = new Map(answer.configs.map((config) => [config.user_id, config]));
  const workouts = new Map(answer.workouts.map((workout) => [workout.id, workout]));
  const activities = new Map(answer.activities.map((activity) => [activity.id, activity]));
  const threads = new Map(answer.recentComments.map((thread) => [thread.activityId, thread]));
  return {
    athlete: (id) => athletes.get(id),
    workout: (id) => (id === null ? undefined : workouts.get(id)),
    activity: (id) => (id === null ? undefined : activities.get(id)),
    thread: (id) => (id === null ? undefined : threads.get(id)),
  };
}

/** What card D opens: an entry of card C or a thread of new comments, on one of its views. */
export type DashboardSelection = {
  athleteId: number;
  workoutId: number | null;
  activityId: number | null;
  view: "activity" | "comments";
};
