import { todayIn } from "@coach/shared/calendar/athlete-today";
import { activityFlag, plannedWorkoutFlag } from "@coach/shared/calendar/event-flags";
import { activityDots } from "@coach/shared/people/activity-dots";
import type {
  AthleteData,
  MyAthletesResponse,
  PendingAthlete,
} from "@coach/shared/people/my-athletes.schemas";
import { peopleMessages } from "@coach/shared/people/people-messages";
import { SportId } from "@coach/shared/sports/sport-ids";
import { addDays } from "@coach/shared/units/iso-week";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { accessibleAthlete } from "../access/athlete-access";
import * as repository from "./my-athletes.repository";
import * as pending from "./pending-athletes.repository";
import type { UserRow } from "./users.service";

type Deps = Pick<AppDeps, "db" | "clock" | "events">;
const DOT_DAYS = 42;

export function toPendingAthlete(row: pending.PendingAthleteRow): PendingAthlete {
  return {
    id: row.id,
    fullName: row.fullName,
    name: row.fullName,
    email: row.email,
    signedUpAt: row.signedUpAt.toISOString(),
    signedUpOn: row.signedUpAt.toISOString().slice(0, 10),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    shortDescription: row.shortDescription,
  };
}

function groupByAthlete<Row extends { athlete_id: number }>(rows: Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.athlete_id);
    if (group) group.push(row);
    else groups.set(row.athlete_id, [row]);
  }
  return groups;
}

/**
 * GET api/coach/my-athletes/: five queries whatever the number of athletes (their list, groups,
 * requests, and the six weeks of workouts and of activities of them all), run side by side.
 * Each athlete's six weeks end on their own today; the queries read a window one day wider
 * each way than the server's UTC date, which holds every time zone's today.
 */
export async function getMyAthletes(options: {
  deps: Deps;
  viewer: UserRow;
}): Promise<MyAthletesResponse> {
  const { deps, viewer } = options;
  const now = deps.clock.now();
  const utcToday = todayIn("UTC", now);
  const from = addDays(utcToday, -DOT_DAYS);
  const to = addDays(utcToday, 1);
  const [athletes, groups, requests, workouts, activities] = await Promise.all([
    repository.findMyAthletes(deps.db, viewer.id),
    repository.findGroupsWithMembers(deps.db, viewer.id),
    pending.findPendingAthletes(deps.db, viewer.id),
    repository.findDotWorkouts(deps.db, viewer.id, from, to, [SportId.restDay, SportId.note]),
    repository.findDotActivities(deps.db, viewer.id, from, to),
  ]);

  const todayOf = new Map(athletes.map((athlete) => [athlete.id, todayIn(athlete.timezone, now)]));
  const isInWindow = (athleteId: number, date: string) => {
    const today = todayOf.get(athleteId);
    return today !== undefined && date <= today && date > addDays(today, -DOT_DAYS);
  };
  const shownWorkouts = workouts.filter((row) => isInWindow(row.athlete_id, row.date));
  const shownActivities = activities.filter((row) => isInWindow(row.athlete_id, row.date));

  const workoutsOf = groupByAthlete(shownWorkouts);
  const activitiesOf = groupByAthlete(shownActivities);
  const athletesData: Record<string, AthleteData> = {};
  for (const athlete of athletes) {
    const own = workoutsOf.get(athlete.id) ?? [];
    const done = activitiesOf.get(athlete.id) ?? [];
    athletesData[athlete.id] = {
      workouts: own.map((row) => row.id),
      activities: done.map((row) => row.id),
      dotsData: activityDots({
        today: todayOf.get(athlete.id)!,
        days: DOT_DAYS,
        workouts: own.map((row) => ({
          date: row.date,
          isMatched: row.is_matched,
          deviationPct: row.deviation,
        })),
        activities: done.map((row) => ({
          date: row.date,
          isMatched: row.matched_workout_id !== null,
        })),
      }),
      last_communication: null,
    };
  }
  const byAthlete = <T>(value: T) =>
    Object.fromEntries(athletes.map((athlete) => [String(athlete.id), value]));
  const visible = new Set(athletes.map((athlete) => athlete.id));

  return {
    athletes: athletes
      .map((athlete) => ({
        id: athlete.id,
        // An invited athlete who has not typed a name yet is known by their address.
        fullName: athlete.full_name || athlete.email,
        email: athlete.email,
        coachId: athlete.coach_id,
        coachName: athlete.coach_name,
        profilePictureUrl: athlete.profile_picture_url,
        today: todayOf.get(athlete.id)!,
      }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id - b.id),
    coach_settings: {
      muted_athletes: athletes.filter((athlete) => athlete.muted).map((athlete) => athlete.id),
      // The message boards and the program-ready notice do not exist yet: nothing to date.
      last_communication: byAthlete(null),
      last_program_ready_notification: byAthlete(null),
    },
    pendingAthletes: requests.filter((row) => row.status === "pending").map(toPendingAthlete),
    unregisteredAthletes: requests
      .filter((row) => row.status === "unregistered")
      .map(toPendingAthlete),
    athletes_data: athletesData,
    athletesGroups: groups.map((group) => ({
      groupId: group.id,
      groupName: group.name,
      groupDescription: group.description,
      athleteIds: group.athlete_ids.filter((id) => visible.has(id)),
      version: group.version,
    })),
    workouts: shownWorkouts.map((row) => ({
      id: row.id,
      athleteId: row.athlete_id,
      date: row.date,
      name: row.name,
      type: row.type,
      flag: plannedWorkoutFlag(
        { date: row.date, isMatched: row.is_matched, deviationPct: row.deviation },
        todayOf.get(row.athlete_id)!,
      ),
    })),
    activities: shownActivities.map((row) => ({
      id: row.id,
      athleteId: row.athlete_id,
      date: row.date,
      name: row.name,
      sport: row.sport,
      matchedWorkoutId: row.matched_workout_id,
      flag: activityFlag({
        isMatched: row.matched_workout_id !== null,
        deviationPct: row.deviation,
      }),
    })),
  };
}

/** The athlete a coach acts on: one they may see, never themselves (404 otherwise). */
async function managedAthlete(db: Executor, viewer: UserRow, athleteId: number) {
  if (athleteId === viewer.id) throw AppError.notFound();
  return accessibleAthlete(db, viewer, athleteId);
}

const fullNameOf = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * POST api/coach/mute/: the coach's own link with the athlete; for a business owner who does not
 * coach them, the business's links with the athlete (docs/decisions/064-my-athletes.md).
 */
export async function muteAthlete(options: {
  deps: Deps;
  viewer: UserRow;
  athleteId: number;
  mute: boolean;
}) {
  const { deps, viewer, mute } = options;
  const athlete = await managedAthlete(deps.db, viewer, options.athleteId);
  await deps.db.transaction(async (tx) => {
    let isChanged = await repository.setOwnMute(tx, viewer.id, athlete.id, mute);
    if (!isChanged && viewer.isBusinessOwner) {
      isChanged = await repository.setBusinessMute(tx, viewer.id, athlete.id, mute);
    }
    if (!isChanged) throw AppError.field("athlete", peopleMessages.muteNeedsCoach);
    await deps.events.emit(tx, {
      type: "athlete.muted",
      coachId: viewer.id,
      athleteId: athlete.id,
      muted: mute,
    });
  });
  const name = fullNameOf(athlete);
  return {
    athlete: athlete.id,
    muted: mute,
    message: mute ? peopleMessages.athleteMuted(name) : peopleMessages.athleteUnmuted(name),
  };
}

/** Whether a coach muted an athlete (notifications about a muted athlete stay quiet). */
export function isMutedFor(options: {
  db: Executor;
  coachId: number;
  athleteId: number;
}): Promise<boolean> {
  return repository.isMuted(options.db, options.coachId, options.athleteId);
}

/**
 * POST api/coach/athletes/remove: a coach ends their own link; a business owner ends every link
 * of the athlete in the business and takes them out of it. The athlete leaves the groups of the
 * coaches who lost them; each of those coaches (and the owner) hears `athlete.removed`.
 */
export async function removeAthlete(options: { deps: Deps; viewer: UserRow; athleteId: number }) {
  const { deps, viewer } = options;
  const athlete = await managedAthlete(deps.db, viewer, options.athleteId);
  await deps.db.transaction(async (tx) => {
    let coachIds: number[];
    let isRemoved: boolean;
    if (viewer.isBusinessOwner) {
      const removed = await repository.deleteBusinessLinks(tx, viewer.id, athlete.id);
      const own = await repository.deleteOwnLink(tx, viewer.id, athlete.id);
      coachIds = [...removed.coachIds, ...own];
      isRemoved = coachIds.length > 0 || removed.wasBusinessAthlete;
    } else {
      coachIds = await repository.deleteOwnLink(tx, viewer.id, athlete.id);
      isRemoved = coachIds.length > 0;
    }
    if (!isRemoved) throw AppError.notFound();
    await repository.deleteGroupMemberships(tx, [...new Set([viewer.id, ...coachIds])], athlete.id);
    for (const coachId of new Set([viewer.id, ...coachIds])) {
      await deps.events.emit(tx, { type: "athlete.removed", coachId, athleteId: athlete.id });
    }
  });
  return { message: peopleMessages.athleteUnsubscribed(fullNameOf(athlete)) };
}
