import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/** Where toasts appear; loaded when the first one is shown (toasts-on-demand.tsx). */
export function Toasts() {
  return <Notifications position="top-center" />;
}
