import type { CalendarGridWorkout } from "@coach/shared/calendar/calendar.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { useDraggable } from "@dnd-kit/core";
import { IconSquare, IconSquareCheckFilled } from "@tabler/icons-react";
import { memo, useEffect, useMemo, useRef } from "react";
import { durationLabel } from "../../../lib/formats";
import classes from "./calendar.module.css";
import { useCalendarActions } from "./calendar-actions";
import { ChipFigures, distanceText, FLAG_COLORS, FLAG_LABELS, SportIcon } from "./calendar-format";
import { useShowsChipText } from "./chip-text";
import { takeFocusIfMoved } from "./keyboard-moves";

/** The figures under a workout's name: duration, distance and stress in the viewer's units. */
export function workoutFigures(workout: CalendarGridWorkout, units: DisplayUnits): string {
  if (workout.type === SportId.restDay || workout.type === SportId.note) return "";
  return [
    workout.totalDuration > 0 ? durationLabel(workout.totalDuration) : "",
    distanceText(workout.totalDistance, workout.type, units),
    workout.totalStress > 0 ? `${workout.totalStress} stress` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

type WorkoutChipProps = {
  workout: CalendarGridWorkout;
  units: DisplayUnits;
  isSelecting: boolean;
  isSelected: boolean;
};

type DragHandle = Pick<
  ReturnType<typeof useDraggable>,
  "attributes" | "listeners" | "setNodeRef" | "isDragging"
>;

/**
 * A planned workout, rest day or note on its day: coloured by its flag, draggable, clickable.
 * Every draggable re-renders whenever the drag and drop context changes (as a month's days
 * register as drop targets): only this shell does, and the chip itself (`ChipButton`, whose drag
 * handle keeps its identity until the drag state changes) is drawn again only when it changes.
 */
export const WorkoutChip = memo(function WorkoutChip(props: WorkoutChipProps) {
  const actions = useCalendarActions();
  const isMovable = actions.canEdit && !props.isSelecting;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: props.workout.id,
    data: { workout: props.workout },
    disabled: !isMovable,
  });
  const drag = useMemo(
    () => ({ attributes, listeners, setNodeRef, isDragging }),
    [attributes, listeners, setNodeRef, isDragging],
  );
  return <ChipButton {...props} isMovable={isMovable} drag={drag} />;
});

const ChipButton = memo(function ChipButton({
  workout,
  units,
  isSelecting,
  isSelected,
  isMovable,
  drag,
}: WorkoutChipProps & { isMovable: boolean; drag: DragHandle }) {
  const actions = useCalendarActions();
  const showsText = useShowsChipText();
  const { attributes, listeners, setNodeRef, isDragging } = drag;
  const chip = useRef<HTMLButtonElement | null>(null);
  // A chip drawn on the day a keyboard move took it to keeps the focus the old one had.
  useEffect(() => takeFocusIfMoved(workout.id, chip.current), [workout.id]);
  const figures = workoutFigures(workout, units);
  const isPlain = workout.type === SportId.restDay || workout.type === SportId.note;
  const label = isPlain ? workout.name : `${workout.name}, ${FLAG_LABELS[workout.flag]}`;
  const color = FLAG_COLORS[workout.flag];

  return (
    <button
      type="button"
      ref={(node) => {
        chip.current = node;
        setNodeRef(node);
      }}
      className={classes.chip}
      data-flag={isPlain ? undefined : workout.flag}
      data-kind={isPlain ? "plain" : "workout"}
      data-workout-id={workout.id}
      data-dragging={isDragging || undefined}
      style={{ "--chip-color": `var(--mantine-color-${color}-6)` } as React.CSSProperties}
      {...(isMovable ? listeners : {})}
      {...(isMovable ? attributes : {})}
      aria-label={label}
      aria-pressed={isSelecting ? isSelected : undefined}
      title={figures ? `${label}: ${figures}` : label}
      onClick={() =>
        isSelecting ? actions.toggleSelected(workout.id) : actions.openWorkout(workout)
      }
    >
      {isSelecting && showsText && (
        <span className={classes.chipCheck}>
          {isSelected ? (
            <IconSquareCheckFilled size={14} aria-hidden />
          ) : (
            <IconSquare size={14} aria-hidden />
          )}
        </span>
      )}
      <span className={classes.chipIcon}>
        <SportIcon type={workout.type} />
      </span>
      {showsText && (
        <span className={classes.chipText}>
          <span className={classes.chipName}>{workout.name}</span>
          {figures && <ChipFigures text={figures} />}
        </span>
      )}
    </button>
  );
});
