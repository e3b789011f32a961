import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/**
 * Where toasts appear. Loaded on its own after the first screen's code (main.tsx): a toast
 * shown before it arrives waits in the notifications store and appears when it mounts.
 */
export function Toasts() {
  return <Notifications position="top-center" />;
}
