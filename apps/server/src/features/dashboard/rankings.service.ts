import { todayIn } from "@coach/shared/calendar/athlete-today";
import { DEVIATION_TOLERANCE_PCT } from "@coach/shared/calendar/deviation";
import { rankAthletes, rankingFigures } from "@coach/shared/calendar/ranking";
import {
  RANKING_MONTHS,
  type RankingEntry,
  type RankingsResponse,
  RECORD_DAYS,
} from "@coach/shared/dashboard/rankings.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import { addDays } from "@coach/shared/units/iso-week";
import type { AppDeps } from "../../app-deps";
import { findRecordsOfAthletes } from "../activities/athlete-records.service";
import type { UserRow } from "../people/users.service";
import { findAthletes } from "./dashboard.repository";
import { countCommitments } from "./rankings.repository";
import { visibleAthleteIds } from "./visible-athletes";

type Deps = Pick<AppDeps, "db" | "clock">;

const NO_COMMITMENT = { completed: 0, almost: 0, failed: 0, unplanned: 0 };

/**
 * GET api/coach/rankings/: three statements whatever the number of athletes (the athletes
 * through the access rule, then their 12 months of counts and their records of the last 7 days
 * side by side). Each athlete's months and days end on their own today.
 */
export async function getRankings(options: {
  deps: Deps;
  viewer: UserRow;
}): Promise<RankingsResponse> {
  const { deps, viewer } = options;
  const now = deps.clock.now();
  const athletes = await findAthletes(deps.db, visibleAthleteIds(viewer));
  if (athletes.length === 0) return { ranking: [], mostGreen: [], mostRed: [], records: [] };
  const todayOf = new Map(athletes.map((athlete) => [athlete.id, todayIn(athlete.timezone, now)]));
  const todays = [...todayOf.values()].sort();
  const [counts, records] = await Promise.all([
    countCommitments(
      deps.db,
      athletes.map((athlete) => ({ athlete_id: athlete.id, today: todayOf.get(athlete.id)! })),
      RANKING_MONTHS,
      DEVIATION_TOLERANCE_PCT,
      [SportId.restDay, SportId.note],
    ),
    findRecordsOfAthletes({
      db: deps.db,
      athleteIds: athletes.map((athlete) => athlete.id),
      startDate: addDays(todays[0]!, -(RECORD_DAYS - 1)),
      endDate: todays[todays.length - 1]!,
    }),
  ]);
  const countsOf = new Map(counts.map((row) => [row.athlete_id, row]));
  const nameOf = new Map(
    athletes.map((athlete) => [athlete.id, athlete.full_name || athlete.email]),
  );
  const ranking: RankingEntry[] = athletes.map((athlete) => {
    const row = countsOf.get(athlete.id);
    const commitment = row
      ? {
          completed: row.completed,
          almost: row.almost,
          failed: row.failed,
          unplanned: row.unplanned,
        }
      : NO_COMMITMENT;
    return {
      athlete_config: {
        user_id: athlete.id,
        fullName: nameOf.get(athlete.id)!,
        profilePictureUrl: athlete.profile_picture_url,
      },
      commitment_12_months: commitment,
      ...rankingFigures(commitment),
    };
  });
  const isRecent = (athleteId: number, date: string) => {
    const today = todayOf.get(athleteId)!;
    return date <= today && date > addDays(today, -RECORD_DAYS);
  };
  return {
    ranking,
    mostGreen: rankAthletes(ranking, "green"),
    mostRed: rankAthletes(ranking, "red"),
    records: records
      .filter((record) => isRecent(record.athleteId, record.date))
      .map((record) => ({ ...record, athleteName: nameOf.get(record.athleteId)! })),
  };
}
