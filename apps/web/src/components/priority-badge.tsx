import type { RacePriority } from "@coach/shared/calendar/calendar.schemas";
import { Badge } from "@mantine/core";

const PRIORITY_COLORS: Record<RacePriority, string> = { A: "red", B: "orange", C: "gray" };

/** A race's priority: A (the season's goal) red, B orange, C gray. */
export function PriorityBadge({ priority }: { priority: RacePriority }) {
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="filled" aria-label={`Priority ${priority}`}>
      {priority}
    </Badge>
  );
}
