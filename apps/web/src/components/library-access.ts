import type {
  LibraryItem,
  LibraryWorkout,
  LibraryWorkoutId,
} from "@coach/shared/library/library.schemas";
import type { ComponentType, ReactNode } from "react";

export interface LibraryPickerProps {
  title: string;
  onClose: () => void;
  onPick: (item: LibraryItem) => void;
  /** Draws an item's content in the caller's style (icon, figures in its units). */
  renderItem: (item: LibraryItem) => ReactNode;
}

export interface LibraryPanelProps {
  onClose: () => void;
  /** One workout of the list, as the caller draws it (a draggable item of its own). */
  renderItem: (item: LibraryItem) => ReactNode;
}

/**
 * What the calendar and the plan builder use of the coach's workout library. The library
 * feature provides it and app/ hands it to them, so that no feature imports another.
 */
export interface LibraryAccess {
  /** The library as a search dialog; rest days are never offered. */
  Picker: ComponentType<LibraryPickerProps>;
  /** The library as a side panel (search, sport) whose workouts the caller makes draggable. */
  Panel: ComponentType<LibraryPanelProps>;
  /** One whole library workout, from the cache when it is there. */
  fetchWorkout: (id: LibraryWorkoutId) => Promise<LibraryWorkout>;
}
