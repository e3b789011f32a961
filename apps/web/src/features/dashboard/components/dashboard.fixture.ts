import type {
  CommentThread,
  DashboardActivity,
  DashboardResponse,
  DashboardWorkout,
} from "@coach/shared/dashboard/dashboard.schemas";
import { dashboardDays } from "@coach/shared/dashboard/dashboard-boxes";
import type { RankingEntry, RankingsResponse } from "@coach/shared/dashboard/rankings.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import { localToday } from "../../../lib/formats";

/**
 * A coach's dashboard around today: Anna missed a run yesterday and ran 30 of 45 minutes two
 * days ago (partly done), Ben rode as planned three days ago and went for an unplanned spin
 * today, and both have a workout tomorrow. Anna commented on her short run.
 */
export const ANNA = 21;
export const BEN = 22;
export const COACH = 11;
export const today = localToday();
const day = (offset: number) => addDays(today, offset);

export const workouts: DashboardWorkout[] = [
  {
    id: 101,
    athleteId: ANNA,
    date: day(-1),
    name: "Threshold 4 x 6 min",
    type: 1,
    totalDurationSec: 3120,
    totalDistanceM: 0,
    flag: "failure",
    matchedActivityId: null,
  },
  {
    id: 102,
    athleteId: ANNA,
    date: day(-2),
    name: "Easy run 45 min",
    type: 1,
    totalDurationSec: 2700,
    totalDistanceM: 0,
    flag: "between",
    matchedActivityId: 201,
  },
  {
    id: 103,
    athleteId: BEN,
    date: day(-3),
    name: "Endurance ride 90 min",
    type: 2,
    totalDurationSec: 5400,
    totalDistanceM: 0,
    flag: "success",
    matchedActivityId: 202,
  },
  {
    id: 104,
    athleteId: ANNA,
    date: day(1),
    name: "Long run",
    type: 1,
    totalDurationSec: 5400,
    totalDistanceM: 0,
    flag: "scheduled",
    matchedActivityId: null,
  },
  {
    id: 105,
    athleteId: BEN,
    date: day(1),
    name: "Recovery spin",
    type: 2,
    totalDurationSec: 2400,
    totalDistanceM: 0,
    flag: "scheduled",
    matchedActivityId: null,
  },
];

export const activities: DashboardActivity[] = [
  {
    id: 201,
    athleteId: ANNA,
    date: day(-2),
    name: "Morning run",
    sport: 1,
    durationSec: 1800,
    distanceM: 5240,
    matchedWorkoutId: 102,
    deviation: -33.3,
    flag: "between",
  },
  {
    id: 202,
    athleteId: BEN,
    date: day(-3),
    name: "Ride",
    sport: 2,
    durationSec: 5520,
    distanceM: 45000,
    matchedWorkoutId: 103,
    deviation: 2.2,
    flag: "success",
  },
  {
    id: 203,
    athleteId: BEN,
    date: day(0),
    name: "Evening spin",
    sport: 2,
    durationSec: 1500,
    distanceM: 12000,
    matchedWorkoutId: null,
    deviation: null,
    flag: "unplanned",
  },
];

const at = (offset: number, time: string) => `${day(offset)}T${time}Z`;

export const annaThread: CommentThread = {
  eventType: "workout",
  activityId: 201,
  workoutId: 102,
  athleteId: ANNA,
  name: "Easy run 45 min",
  date: day(-2),
  sport: 1,
  comments: [
    {
      id: 1,
      date: at(-2, "08:00:00"),
      content: "Had to cut it short, my calf felt tight after 25 minutes.",
      user_id: ANNA,
      user_name: "Anna Berg",
      user_picture_url: null,
    },
  ],
};

export const benThread: CommentThread = {
  eventType: "activity",
  activityId: 202,
  workoutId: 103,
  athleteId: BEN,
  name: "Ride",
  date: day(-3),
  sport: 2,
  comments: [
    {
      id: 2,
      date: at(-3, "12:00:00"),
      content: "Legs felt fresh.",
      user_id: BEN,
      user_name: "Ben Okafor",
      user_picture_url: null,
    },
  ],
};

const config = (userId: number, fullName: string) => ({
  user_id: userId,
  fullName,
  profilePictureUrl: null,
  today,
  workouts: workouts.filter((w) => w.athleteId === userId).map((w) => w.id),
  activities: activities.filter((a) => a.athleteId === userId).map((a) => a.id),
  matchedWorkoutIds: workouts
    .filter((w) => w.athleteId === userId && w.matchedActivityId !== null)
    .map((w) => w.id),
  dotsData: [],
});

export function dashboardAnswer(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  const startDate = day(-5);
  const endDate = day(5);
  const list = {
    workouts: overrides.workouts ?? workouts,
    activities: overrides.activities ?? activities,
  };
  return {
    startDate,
    endDate,
    configs: [config(ANNA, "Anna Berg"), config(BEN, "Ben Okafor")],
    todos: {},
    recentComments: [annaThread, benThread],
    ...overrides,
    ...list,
    days: dashboardDays({ startDate, endDate, ...list }),
  };
}

export const rankingEntry = (
  userId: number,
  fullName: string,
  commitment: RankingEntry["commitment_12_months"],
  commitmentPercent: number,
): RankingEntry => ({
  athlete_config: { user_id: userId, fullName, profilePictureUrl: null },
  commitment_12_months: commitment,
  total_workouts: commitment.completed + commitment.almost + commitment.failed,
  total_activities: commitment.completed + commitment.almost + commitment.unplanned,
  commitmentPercent,
});

export const emptyRankings: RankingsResponse = {
  ranking: [],
  mostGreen: [],
  mostRed: [],
  records: [],
};
