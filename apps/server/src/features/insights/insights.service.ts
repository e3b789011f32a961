import { ProfileSchema } from "@coach/shared/account/account.schemas";
import { todayIn } from "@coach/shared/calendar/athlete-today";
import type {
  InsightsQuery,
  InsightsResponse,
  OverviewResponse,
  RacesRecordsResponse,
  ZoneSeconds,
} from "@coach/shared/insights/insights.schemas";
import {
  type ActivityZoneFacts,
  bucketInsights,
  periodEndOf,
  periodStartOf,
  sportVolumes,
  sumTimeInZones,
} from "@coach/shared/insights/insights-aggregation";
import { pickRaceResult } from "@coach/shared/insights/race-result";
import { daysBetween } from "@coach/shared/units/iso-week";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import type { Database } from "../../db/client";
import { accessibleAthlete } from "../access/athlete-access";
import { toAthleteRecord } from "../activities/athlete-records.service";
import type { UserRow } from "../people/users.service";
import * as repository from "./insights.repository";

type Options = { db: Database; viewer: UserRow; athleteId: number };

/** A stored ZoneTime (time-in-zones.ts) as names and seconds, or null when absent or malformed. */
function zoneSeconds(value: unknown): ZoneSeconds | null {
  if (typeof value !== "object" || value === null) return null;
  const { zoneNames, seconds } = value as { zoneNames?: unknown; seconds?: unknown };
  if (!Array.isArray(seconds) || !seconds.every((s) => typeof s === "number")) return null;
  const names = Array.isArray(zoneNames) ? zoneNames.map(String) : [];
  return { zoneNames: names, seconds };
}

function zoneFacts(sport: number, timeInZones: unknown): ActivityZoneFacts {
  const zones = (typeof timeInZones === "object" && timeInZones) || {};
  const kind = (key: string) => zoneSeconds((zones as Record<string, unknown>)[key]);
  return { sport, heartRate: kind("heartRate"), power: kind("power"), pace: kind("pace") };
}

/** GET api/athlete/{id}/insights/: volume per period and sport, time in zones, compliance. */
export async function getInsights(
  options: Options & { query: InsightsQuery },
): Promise<InsightsResponse> {
  const { db, viewer, athleteId, query } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  const today = todayIn(athlete.timezone);
  const { startDate, endDate, period } = query;
  const [activityRows, workoutRows] = await Promise.all([
    repository.findActivityFigures(db, athlete.id, startDate, endDate),
    repository.findWorkoutFigures(db, athlete.id, startDate, endDate),
  ]);
  const buckets = bucketInsights(activityRows, workoutRows, { startDate, endDate, period, today });
  return {
    today,
    period,
    startDate,
    endDate,
    ...buckets,
    timeInZones: sumTimeInZones(activityRows.map((row) => zoneFacts(row.sport, row.timeInZones))),
  };
}

/** GET api/athlete/{id}/races-records/: races with results, best efforts, accepted records. */
export async function getRacesRecords(options: Options): Promise<RacesRecordsResponse> {
  const { db, viewer, athleteId } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  const today = todayIn(athlete.timezone);
  const [races, distanceBests, durationBests, records] = await Promise.all([
    repository.findRaces(db, athlete.id),
    repository.findDistanceBests(db, athlete.id),
    repository.findDurationBests(db, athlete.id),
    repository.findAcceptedRecords(db, athlete.id),
  ]);
  const pastRaces = races.filter((race) => race.date < today);
  const dayActivities = await repository.findActivitiesOn(db, athlete.id, [
    ...new Set(pastRaces.map((race) => race.date)),
  ]);
  const raceFields = (race: (typeof races)[number]) => ({
    id: race.id,
    date: race.date,
    name: race.name,
    distanceM: race.distance,
    priority: race.priority,
    notes: race.notes,
  });
  return {
    today,
    upcoming: races
      .filter((race) => race.date >= today)
      .map((race) => ({ ...raceFields(race), daysToGo: daysBetween(today, race.date) })),
    // The latest race first.
    past: pastRaces.reverse().map((race) => ({
      ...raceFields(race),
      result: pickRaceResult(
        race.distance,
        dayActivities
          .filter((activity) => activity.date === race.date)
          .map((activity) => ({
            activityId: activity.id,
            name: activity.name,
            sport: activity.sport,
            durationSec: activity.durationSec,
            distanceM: activity.distanceM,
          })),
      ),
    })),
    distanceBests: distanceBests.map((row) => ({
      sport: row.sport,
      distanceM: row.range,
      timeSec: row.value,
      speedMps: row.range / row.value,
      date: row.date,
      activityId: row.activity_id,
    })),
    durationBests: durationBests.map((row) => ({
      sport: row.sport,
      durationSec: row.range,
      powerW: row.value,
      date: row.date,
      activityId: row.activity_id,
    })),
    records: records.map(toAthleteRecord),
  };
}

const LAST_ACTIVITIES = 5;

/** GET api/athlete/{id}/overview/: the athlete's summary page. */
export async function getOverview(options: Options): Promise<OverviewResponse> {
  const { db, viewer, athleteId } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  const today = todayIn(athlete.timezone);
  const weekStart = periodStartOf(today, "week");
  const weekEnd = periodEndOf(weekStart, "week");
  const [weekWorkouts, weekActivities, nextRaces, lastActivities] = await Promise.all([
    repository.findWorkoutFigures(db, athlete.id, weekStart, weekEnd),
    repository.findActivityFigures(db, athlete.id, weekStart, weekEnd),
    repository.findRaces(db, athlete.id, today, 1),
    repository.findLastActivities(db, athlete.id, LAST_ACTIVITIES),
  ]);
  const profile = ProfileSchema.safeParse(athlete.profile ?? {});
  const zones = athleteZones(athlete.zones);
  const race = nextRaces[0];
  return {
    athlete: {
      id: athlete.id,
      fullName: `${athlete.firstName} ${athlete.lastName}`.trim(),
      email: athlete.email,
      sports: profile.success ? profile.data.sports : [],
      trainingDays: profile.success ? profile.data.trainingDays : [],
      displayUnits: athlete.displayUnits === "Imperial" ? "Imperial" : "Metric",
      timezone: athlete.timezone,
    },
    today,
    todayWorkouts: weekWorkouts
      .filter((workout) => workout.date === today)
      .map((workout) => ({
        id: workout.id,
        name: workout.name,
        sport: workout.type,
        durationSec: workout.durationSec,
        distanceM: workout.distanceM,
        stress: workout.stress,
        activityId: workout.matchedActivityId,
      })),
    nextRace: race
      ? {
          id: race.id,
          date: race.date,
          name: race.name,
          distanceM: race.distance,
          priority: race.priority,
          notes: race.notes,
          daysToGo: daysBetween(today, race.date),
        }
      : null,
    week: { start: weekStart, end: weekEnd, sports: sportVolumes(weekActivities, weekWorkouts) },
    lastActivities: lastActivities.map((activity) => ({
      id: activity.id,
      date: activity.date,
      name: activity.name,
      sport: activity.sport,
      durationSec: activity.durationSec,
      distanceM: activity.distanceM,
      stress: activity.stress,
    })),
    thresholds: {
      runningHeartRateBpm: zones.runningMethods.ftpHr.threshold,
      runningPaceSecPerKm: zones.runningMethods.pace.threshold,
      cyclingHeartRateBpm: zones.cyclingMethods.ftpHr.threshold,
      cyclingPowerW: zones.cyclingMethods.power.threshold,
      swimmingPaceSecPer100m: zones.swimmingMethods.tpace.threshold,
    },
  };
}
