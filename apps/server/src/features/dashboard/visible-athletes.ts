import { type SQL, sql } from "drizzle-orm";
import { isAthleteAccessibleTo, type Viewer } from "../access/access.service";

/**
 * The ids of the athletes the dashboard and the rankings show, as a subquery: everyone the
 * access rule lets the viewer see, but the viewer themselves. The rule is access.service's,
 * applied to every account linked to a coach or listed in a business.
 */
export function visibleAthleteIds(viewer: Viewer): SQL {
  return sql`(
    select linked.athlete_id from (
      select athlete_id from coach_athletes union select athlete_id from business_athletes
    ) linked
    where linked.athlete_id <> ${viewer.id}
      and ${isAthleteAccessibleTo(sql`linked.athlete_id`, viewer)})`;
}
