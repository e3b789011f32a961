import type { LibraryItem } from "@coach/shared/library/library.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { useLibraryDraggable } from "../../../components/library-drag";
import { durationLabel } from "../../../lib/formats";
import classes from "./calendar.module.css";
import { ChipFigures, distanceText, SportIcon } from "./calendar-format";

/** "1 h 5 min · 10.0 km · 60 stress" of a library workout, in the viewer's units. */
export function libraryFigures(item: LibraryItem, units: DisplayUnits): string {
  return [
    item.totalDuration > 0 ? durationLabel(item.totalDuration) : "",
    distanceText(item.totalDistance, item.type, units),
    item.totalStress > 0 ? `${item.totalStress} stress` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A library workout drawn as the calendar draws its chips, for the drag overlay too. */
export function LibraryChipContent({ item, units }: { item: LibraryItem; units: DisplayUnits }) {
  const figures = libraryFigures(item, units);
  return (
    <>
      <span className={classes.chipIcon}>
        <SportIcon type={item.type} />
      </span>
      <span className={classes.chipText}>
        <span className={classes.chipName}>{item.name}</span>
        {figures && <ChipFigures text={figures} />}
      </span>
    </>
  );
}

/** One workout of the library panel, dragged onto a day to plan a copy of it there. */
export function DraggableLibraryItem({ item, units }: { item: LibraryItem; units: DisplayUnits }) {
  const { attributes, listeners, setNodeRef, isDragging } = useLibraryDraggable(item);
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={classes.chip}
      data-kind="library"
      data-dragging={isDragging || undefined}
      {...listeners}
      {...attributes}
      aria-label={item.name}
      title={`${item.name}: ${libraryFigures(item, units)}`}
    >
      <LibraryChipContent item={item} units={units} />
    </button>
  );
}
