import type {
  CalendarRaceBody,
  CalendarUnavailabilityBody,
} from "@coach/shared/calendar/calendar.schemas";
import type { LibraryItem } from "@coach/shared/library/library.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { useState } from "react";
import type { LibraryAccess } from "../../../components/library-access";
import { useFormats } from "../../../lib/formats";
import { DaysDialog, RaceDialog, UnavailableDialog } from "./calendar-dialogs";
import { InjuryDialog } from "./injury-dialog";
import { LibraryPicker } from "./library-picker";

export type DialogState =
  | { kind: "library" | "race" | "unavailable" | "injury" | "shift"; date: string }
  | { kind: "batch-move" }
  | null;

/**
 * The calendar's small dialogs. Each closes when its save succeeds; a refused save keeps it
 * open with what was typed (the server's message shows as a toast).
 */
export function CalendarDialogs({
  dialog,
  units,
  Picker,
  onClose,
  onPickLibrary,
  onRace,
  onUnavailable,
  onShift,
  onBatchMove,
}: {
  dialog: DialogState;
  units: DisplayUnits;
  Picker: LibraryAccess["Picker"];
  onClose: () => void;
  onPickLibrary: (item: LibraryItem, date: string) => void;
  onRace: (body: CalendarRaceBody) => Promise<unknown>;
  /** Unavailable days, and the athlete's injury or illness (days of another kind). */
  onUnavailable: (body: CalendarUnavailabilityBody) => Promise<unknown>;
  onShift: (fromDate: string, days: number) => Promise<unknown>;
  onBatchMove: (days: number) => Promise<unknown>;
}) {
  const formats = useFormats();
  const [isPending, setIsPending] = useState(false);
  const run = (save: Promise<unknown>) => {
    setIsPending(true);
    save.then(onClose, () => undefined).finally(() => setIsPending(false));
  };
  if (!dialog) return null;
  switch (dialog.kind) {
    case "library":
      return (
        <LibraryPicker
          Picker={Picker}
          date={dialog.date}
          units={units}
          onClose={onClose}
          onPick={(item) => {
            onPickLibrary(item, dialog.date);
            onClose();
          }}
        />
      );
    case "race":
      return (
        <RaceDialog
          date={dialog.date}
          units={units}
          isPending={isPending}
          onClose={onClose}
          onSubmit={(body) => run(onRace(body))}
        />
      );
    case "unavailable":
      return (
        <UnavailableDialog
          date={dialog.date}
          isPending={isPending}
          onClose={onClose}
          onSubmit={(body) => run(onUnavailable(body))}
        />
      );
    case "injury":
      return (
        <InjuryDialog
          date={dialog.date}
          isPending={isPending}
          onClose={onClose}
          onSubmit={(body) => run(onUnavailable(body))}
        />
      );
    case "shift":
      return (
        <DaysDialog
          title="Shift from this day"
          description={`Every planned workout from ${formats.date(dialog.date)} on moves by this many days (negative: earlier).`}
          submitLabel="Shift"
          isPending={isPending}
          onClose={onClose}
          onSubmit={(days) => run(onShift(dialog.date, days))}
        />
      );
    case "batch-move":
      return (
        <DaysDialog
          title="Move selected workouts"
          description="Every selected workout moves by this many days (negative: earlier)."
          submitLabel="Move"
          isPending={isPending}
          onClose={onClose}
          onSubmit={(days) => run(onBatchMove(days))}
        />
      );
  }
}
