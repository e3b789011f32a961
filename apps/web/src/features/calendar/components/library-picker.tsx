import type { LibraryItem } from "@coach/shared/library/library.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { LibraryAccess } from "../../../components/library-access";
import classes from "./calendar.module.css";
import { distanceText, durationText, SportIcon } from "./calendar-format";
import { dateLabelOf } from "./day-events";

/** The coach's library as a search picker; choosing a workout places a copy on the day. */
export function LibraryPicker({
  Picker,
  date,
  units,
  onClose,
  onPick,
}: {
  /** The library's search dialog, which this draws its items into. */
  Picker: LibraryAccess["Picker"];
  date: string;
  units: DisplayUnits;
  onClose: () => void;
  onPick: (item: LibraryItem) => void;
}) {
  return (
    <Picker
      title={`Add from library to ${dateLabelOf(date)}`}
      onClose={onClose}
      onPick={onPick}
      renderItem={(item) => (
        <>
          <SportIcon type={item.type} size={16} />
          <span className={classes.chipText}>
            <span className={classes.chipName}>{item.name}</span>
            <span className={classes.chipFigures}>
              {[
                durationText(item.totalDuration),
                distanceText(item.totalDistance, item.type, units),
                item.totalStress > 0 ? `${item.totalStress} stress` : "",
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </span>
        </>
      )}
    />
  );
}
