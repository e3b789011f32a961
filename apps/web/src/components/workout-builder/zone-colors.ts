import type { StepAction } from "@coach/shared/workouts/workout.schemas";

/** Mantine colours for zones 0 (below) to 6 (above), easy blue to hard red. */
export const ZONE_COLORS = ["gray", "blue", "teal", "yellow", "orange", "red", "grape"] as const;

export const zoneColor = (zone: number | null) =>
  zone === null ? "gray" : ZONE_COLORS[Math.min(Math.max(Math.round(zone), 0), 6)]!;

export const ACTION_COLORS: Record<StepAction, string> = {
  "Warm up": "blue",
  Work: "orange",
  "Rest active": "teal",
  "Rest passive": "gray",
  "Cool down": "indigo",
};
