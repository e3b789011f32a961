import { todayIn } from "@coach/shared/calendar/athlete-today";
import { activityFlag, plannedWorkoutFlag } from "@coach/shared/calendar/event-flags";
import { sortByLatestComment } from "@coach/shared/dashboard/comment-threads";
import {
  type CommentThread,
  DASHBOARD_COMMENT_THREADS_MAX,
  type DashboardActivity,
  type DashboardConfig,
  type DashboardQuery,
  type DashboardResponse,
  type DashboardWorkout,
} from "@coach/shared/dashboard/dashboard.schemas";
import { dashboardDays } from "@coach/shared/dashboard/dashboard-boxes";
import { activityDots } from "@coach/shared/people/activity-dots";
import { SportId } from "@coach/shared/sports/sport-ids";
import { addDays, daysBetween } from "@coach/shared/units/iso-week";
import type { AppDeps } from "../../app-deps";
import type { UserRow } from "../people/users.service";
import { findTodosById } from "../todos/todos.service";
import * as repository from "./dashboard.repository";
import { visibleAthleteIds } from "./visible-athletes";

type Deps = Pick<AppDeps, "db" | "clock">;

/** Rest days and notes sit on calendars but are not training. */
const NOT_TRAINING = [SportId.restDay, SportId.note];

/** How far a zone's clocks are ahead of UTC at an instant (ms); an unknown zone is UTC. */
function zoneOffsetMs(timeZone: string, instant: Date): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }).formatToParts(instant);
  } catch {
    return 0;
  }
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const local = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return local - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the window starts for the viewer: midnight of startDate in their time zone (the
 * offset taken at UTC midnight, so within an hour on a day the clocks change, which a list of
 * recent comments can bear).
 */
export function windowStart(startDate: string, timeZone: string): Date {
  const utcMidnight = new Date(`${startDate}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - zoneOffsetMs(timeZone, utcMidnight));
}

function groupByAthlete<Row extends { athlete_id: number }>(rows: Row[]) {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.athlete_id);
    if (group) group.push(row);
    else groups.set(row.athlete_id, [row]);
  }
  return groups;
}

function toThreads(rows: repository.RecentCommentRow[]): CommentThread[] {
  const threads = new Map<number, CommentThread>();
  for (const row of rows) {
    let thread = threads.get(row.activity_id);
    if (!thread) {
      const isWorkout = row.matched_workout_id !== null;
      thread = {
        eventType: isWorkout ? "workout" : "activity",
        activityId: row.activity_id,
        workoutId: row.matched_workout_id,
        athleteId: row.athlete_id,
        name: (isWorkout ? row.workout_name : null) ?? row.activity_name,
        date: row.activity_date,
        sport: row.sport,
        comments: [],
      };
      threads.set(row.activity_id, thread);
    }
    thread.comments.push({
      id: row.id,
      date: new Date(row.created_at).toISOString(),
      content: row.content,
      user_id: row.user_id,
      user_name: row.user_name,
      user_picture_url: row.user_picture_url,
    });
  }
  return sortByLatestComment([...threads.values()]);
}

/**
 * GET api/dashboard/: the coach's athletes with their workouts and activities of the window,
 * card C's days, the coach's to-dos and the recently commented activities and workouts. Five
 * statements whatever the number of athletes: the athletes, through the access rule; then their
 * workouts, activities and comments, and the to-dos, side by side.
 * Flags use each athlete's today in their time zone, as their calendar does.
 */
export async function getDashboard(options: {
  deps: Deps;
  viewer: UserRow;
  query: DashboardQuery;
}): Promise<DashboardResponse> {
  const { deps, viewer } = options;
  const { startDate, endDate } = options.query;
  const now = deps.clock.now();
  const athletes = await repository.findAthletes(deps.db, visibleAthleteIds(viewer));
  const ids = athletes.map((athlete) => athlete.id);
  const [workoutRows, activityRows, commentRows, todos] = await Promise.all([
    repository.findWorkouts(deps.db, ids, startDate, endDate, NOT_TRAINING),
    repository.findActivities(deps.db, ids, startDate, endDate),
    repository.findRecentComments(
      deps.db,
      ids,
      viewer.id,
      windowStart(startDate, viewer.timezone),
      DASHBOARD_COMMENT_THREADS_MAX,
    ),
    findTodosById({ db: deps.db, coachId: viewer.id }),
  ]);

  const todayOf = new Map(athletes.map((athlete) => [athlete.id, todayIn(athlete.timezone, now)]));
  const workouts: DashboardWorkout[] = workoutRows.map((row) => ({
    id: row.id,
    athleteId: row.athlete_id,
    date: row.date,
    name: row.name,
    type: row.type,
    totalDurationSec: row.total_duration,
    totalDistanceM: row.total_distance,
    flag: plannedWorkoutFlag(
      { date: row.date, isMatched: row.matched_activity_id !== null, deviationPct: row.deviation },
      todayOf.get(row.athlete_id)!,
    ),
    matchedActivityId: row.matched_activity_id,
  }));
  const activities: DashboardActivity[] = activityRows.map((row) => ({
    id: row.id,
    athleteId: row.athlete_id,
    date: row.date,
    name: row.name,
    sport: row.sport,
    durationSec: row.duration_sec,
    distanceM: row.distance_m,
    matchedWorkoutId: row.matched_workout_id,
    deviation: row.deviation,
    flag: activityFlag({ isMatched: row.matched_workout_id !== null, deviationPct: row.deviation }),
  }));

  const workoutsOf = groupByAthlete(workoutRows);
  const activitiesOf = groupByAthlete(activityRows);
  const configs: DashboardConfig[] = athletes.map((athlete) => {
    const today = todayOf.get(athlete.id)!;
    const own = workoutsOf.get(athlete.id) ?? [];
    const done = activitiesOf.get(athlete.id) ?? [];
    // Dots are drawn as of the athlete's today, so a past day's dot agrees with the calendar;
    // for a window that ended earlier, the day after its end gives every one of its days the
    // same flags as today would (a flag only asks whether its day is past), in fewer days.
    const dotToday = today < endDate ? today : addDays(endDate, 1);
    const dotDays = daysBetween(startDate, dotToday) + 1;
    return {
      user_id: athlete.id,
      // An invited athlete who has not typed a name yet is known by their address.
      fullName: athlete.full_name || athlete.email,
      profilePictureUrl: athlete.profile_picture_url,
      today,
      workouts: own.map((row) => row.id),
      activities: done.map((row) => row.id),
      matchedWorkoutIds: own.filter((row) => row.matched_activity_id !== null).map((row) => row.id),
      dotsData:
        dotDays < 1
          ? []
          : activityDots({
              today: dotToday,
              days: dotDays,
              workouts: own.map((row) => ({
                date: row.date,
                isMatched: row.matched_activity_id !== null,
                deviationPct: row.deviation,
              })),
              activities: done.map((row) => ({
                date: row.date,
                isMatched: row.matched_workout_id !== null,
              })),
            }).filter((dot) => dot.date <= endDate),
    };
  });

  return {
    startDate,
    endDate,
    configs,
    todos,
    workouts,
    activities,
    recentComments: toThreads(commentRows),
    days: dashboardDays({ startDate, endDate, workouts, activities }),
  };
}
