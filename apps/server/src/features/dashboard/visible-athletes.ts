import type { SQL } from "drizzle-orm";
import { type Viewer, visibleAthleteIdsOf } from "../access/access.service";

/**
 * The ids of the athletes the dashboard and the rankings show, as a subquery: everyone the
 * access rule lets the viewer see, but the viewer themselves; read one access path at a time
 * through its index, so the cost follows the viewer's athletes, not the platform's (decision 102).
 */
export function visibleAthleteIds(viewer: Viewer): SQL {
  return visibleAthleteIdsOf(viewer);
}
