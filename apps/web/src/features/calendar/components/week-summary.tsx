import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { memo } from "react";
import { durationLabel } from "../../../lib/formats";
import classes from "./calendar.module.css";
import { distanceText, SportIcon } from "./calendar-format";
import type { WeekSummary as Summary, Totals } from "./week-totals";

/** "1 h 30 min · 45.0 km · 95 stress": what the totals have, in the viewer's units. */
function figuresText(totals: Totals, sport: number, units: DisplayUnits): string {
  return [
    totals.durationSec > 0 ? durationLabel(totals.durationSec) : "",
    distanceText(totals.distanceM, sport, units),
    totals.stress > 0 ? `${Math.round(totals.stress)} stress` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Duration and stress of the whole week (distances of different sports do not add up). */
function weekText(totals: Totals): string {
  return `${durationLabel(totals.durationSec)} · ${Math.round(totals.stress)} stress`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Planned against completed per sport, and for the week when it has several sports. */
export const WeekSummary = memo(function WeekSummary({
  week,
  summary,
  units,
}: {
  week: number;
  summary: Summary;
  units: DisplayUnits;
}) {
  const { sports, planned, completed } = summary;
  return (
    <section className={classes.summary} aria-label={`Week ${week} summary`}>
      {sports.length === 0 && <span className={classes.summaryEmpty}>Nothing planned</span>}
      {sports.map((line) => (
        <div key={line.sport} className={classes.summarySport}>
          <div className={classes.summaryLine}>
            <SportIcon type={line.sport} size={12} />
            <span>
              {line.planned.count > 0
                ? figuresText(line.planned, line.sport, units) ||
                  plural(line.planned.count, "workout", "workouts")
                : "Not planned"}
            </span>
          </div>
          {line.completed.count > 0 && (
            <div className={classes.summaryDone}>
              Done{" "}
              {figuresText(line.completed, line.sport, units) ||
                plural(line.completed.count, "activity", "activities")}
            </div>
          )}
        </div>
      ))}
      {sports.length > 1 && (
        <div className={classes.summaryTotal}>
          <div>Planned {weekText(planned)}</div>
          {completed.count > 0 && <div>Done {weekText(completed)}</div>}
        </div>
      )}
      <div className={classes.summaryEmpty}>
        {completed.count === 0 ? "No activities yet" : `${completed.count} completed`}
      </div>
    </section>
  );
});
