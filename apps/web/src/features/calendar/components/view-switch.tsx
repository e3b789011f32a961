import { memo, useId } from "react";
import type { CalendarView } from "./calendar-view";
import classes from "./view-switch.module.css";

const VIEWS: { value: CalendarView; label: string }[] = [
  { value: "month", label: "Month" },
  { value: "week", label: "Week" },
];

/**
 * The toolbar's Month/Week switch: two radios drawn as segments. Mantine's SegmentedControl,
 * which it replaces, set state while React committed the first screen (its id, its indicator),
 * and React then drew again and ran every effect of the first screen in the same task, the
 * calendar's longest on a phone (docs/decisions/139-first-screen-in-one-commit.md).
 */
export const ViewSwitch = memo(function ViewSwitch({
  view,
  onChange,
}: {
  view: CalendarView;
  onChange: (view: CalendarView) => void;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label="Calendar view" className={classes.root}>
      {VIEWS.map((option) => (
        <label
          key={option.value}
          className={classes.segment}
          data-touch-target
          data-active={option.value === view || undefined}
        >
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === view}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
});
