import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

const Toasts = lazy(() => import("./toasts").then((m) => ({ default: m.Toasts })));

/**
 * Loads the toasts' code when the first toast is shown, then keeps it: a page that shows none
 * (the sign-in screen) never loads it. A toast shown before the code arrives waits in the
 * notifications store and appears when it mounts.
 */
export function ToastsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
