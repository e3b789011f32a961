import type { LibraryItem } from "@coach/shared/library/library.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { LibraryAccess } from "../../../components/library-access";
import { useFormats } from "../../../lib/formats";
import classes from "./calendar.module.css";
import { SportIcon } from "./calendar-format";
import { libraryFigures } from "./calendar-library";

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
  const formats = useFormats();
  return (
    <Picker
      title={`Add from library to ${formats.date(date)}`}
      onClose={onClose}
      onPick={onPick}
      renderItem={(item) => (
        <>
          <SportIcon type={item.type} size={16} />
          <span className={classes.chipText}>
            <span className={classes.chipName}>{item.name}</span>
            <span className={classes.chipFigures}>{libraryFigures(item, units)}</span>
          </span>
        </>
      )}
    />
  );
}
