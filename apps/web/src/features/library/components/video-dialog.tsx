import { Modal, Text } from "@mantine/core";
import { useSearchParams } from "react-router";

/**
 * The help assistant's tutorials, by the ids the videoId query
 * may carry. They have names but no video files yet, so nothing can be played here yet.
 */
export const TUTORIALS: Record<string, string> = {
  "dual-calendar": "Dual calendar",
  "performance-graphs": "Performance Graphs",
  "analyzing-data": "Analyzing data",
  "workout-library": "Workout Library",
  "training-plan-library": "Training plan library",
  "create-a-training-plan": "Create a training plan",
  "message-board": "Message board",
  "grouping-and-filtering": "Grouping & filtering",
};

/** Opened by ?videoId=…; closing it removes the parameter. */
export function VideoDialog() {
  const [params, setParams] = useSearchParams();
  const videoId = params.get("videoId");
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("videoId");
        return next;
      },
      { replace: true },
    );
  const title = videoId ? (TUTORIALS[videoId] ?? "Tutorial video") : "";
  return (
    <Modal opened={videoId !== null} onClose={close} title={title} centered>
      <Text size="sm" c="dimmed">
        The video "{videoId}" cannot be played here: this app has no tutorial videos yet.
      </Text>
    </Modal>
  );
}
