import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { memo } from "react";
import classes from "./calendar.module.css";
import type { WeekSummary as Summary } from "./calendar-days";
import { distanceText, durationText, SportIcon } from "./calendar-format";

/**
 * Planned against completed per sport. Completed activities arrive with the activities issue;
 * until then the column says so instead of showing invented numbers.
 */
export const WeekSummary = memo(function WeekSummary({
  week,
  summary,
  units,
}: {
  week: number;
  summary: Summary;
  units: DisplayUnits;
}) {
  return (
    <section className={classes.summary} aria-label={`Week ${week} summary`}>
      {summary.planned.length === 0 ? (
        <span className={classes.summaryEmpty}>Nothing planned</span>
      ) : (
        summary.planned.map((totals) => (
          <div key={totals.sport} className={classes.summaryLine}>
            <SportIcon type={totals.sport} size={12} />
            <span>
              {[
                durationText(totals.durationSec),
                distanceText(totals.distanceM, totals.sport, units),
                `${totals.stress} stress`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </div>
        ))
      )}
      {summary.planned.length > 1 && (
        <div className={classes.summaryTotal}>
          Planned {durationText(summary.plannedTotal.durationSec) || "0 min"} ·{" "}
          {summary.plannedTotal.stress} stress
        </div>
      )}
      <div className={classes.summaryEmpty}>
        {summary.completedCount === 0 ? "No activities yet" : `${summary.completedCount} completed`}
      </div>
    </section>
  );
});
