import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

export type CommitmentRow = {
  athlete_id: number;
  completed: number;
  almost: number;
  failed: number;
  unplanned: number;
};

/**
 * Each athlete's planned-vs-done counts over the `months` months up to their today (a date after
 * today minus `months` months, today included), in one statement for them all: a planned workout
 * matched by an activity within `tolerancePct` of its plan (or with nothing to compare) is
 * completed, beyond it almost; one not matched is failed once its day is past (today's is still
 * scheduled, not counted); an activity that matched no workout is unplanned. These are the
 * calendar's flags (event-flags.ts: activityFlag, plannedWorkoutFlag) counted where the rows are.
 */
export async function countCommitments(
  db: Executor,
  athletes: { athlete_id: number; today: string }[],
  months: number,
  tolerancePct: number,
  excludedTypes: number[],
): Promise<CommitmentRow[]> {
  if (athletes.length === 0) return [];
  const result = await db.execute<CommitmentRow>(sql`
    with athletes as (
      select t.athlete_id, t.today, (t.today - make_interval(months => ${months}))::date as first_excluded
      from jsonb_to_recordset(${JSON.stringify(athletes)}::jsonb) as t(athlete_id integer, today date)
    ),
    planned as (
      select w.athlete_id,
        count(*) filter (where m.id is not null
                           and (m.deviation is null or abs(m.deviation) <= ${tolerancePct})) as completed,
        count(*) filter (where m.id is not null and abs(m.deviation) > ${tolerancePct}) as almost,
        count(*) filter (where m.id is null and w.date < t.today) as failed
      from athletes t
      join calendar_workouts w on w.athlete_id = t.athlete_id
        and w.date > t.first_excluded and w.date <= t.today
      left join lateral (select id, deviation from activities
                         where matched_workout_id = w.id limit 1) m on true
      where w.type not in (${sql.join(
        excludedTypes.map((type) => sql`${type}`),
        sql`, `,
      )})
      group by w.athlete_id
    ),
    done as (
      select a.athlete_id, count(*) as unplanned
      from athletes t
      join activities a on a.athlete_id = t.athlete_id
        and a.date > t.first_excluded and a.date <= t.today
      where a.matched_workout_id is null
      group by a.athlete_id
    )
    select t.athlete_id,
           coalesce(p.completed, 0)::int as completed, coalesce(p.almost, 0)::int as almost,
           coalesce(p.failed, 0)::int as failed, coalesce(d.unplanned, 0)::int as unplanned
    from athletes t
    left join planned p on p.athlete_id = t.athlete_id
    left join done d on d.athlete_id = t.athlete_id`);
  return result.rows;
}
