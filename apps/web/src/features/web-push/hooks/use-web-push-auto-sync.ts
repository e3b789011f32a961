import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { webPushKey, webPushQuery } from "../api/get-web-push";
import { saveWebPush } from "../api/save-web-push";
import { browserName } from "../lib/browser-name";
import {
  browserPushEnvironment,
  pushPermission,
  syncPushSubscription,
} from "../lib/push-subscription";

/** Session storage is cleared at sign-out, so the next sign-in validates again. */
export const AUTO_SYNC_KEY = "webpush-synced";

/**
 * For the signed-in shell: when this browser already allows notifications, check its
 * subscription and create or validate it, once per session and without a word on screen (the
 * spec's flow; a browser also moves to whoever signed in there last).
 */
export function useWebPushAutoSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const environment = browserPushEnvironment();
    if (pushPermission(environment) !== "granted") return;
    if (sessionStorage.getItem(AUTO_SYNC_KEY)) return;
    sessionStorage.setItem(AUTO_SYNC_KEY, "1");
    void (async () => {
      const { publicKey } = await queryClient.fetchQuery(webPushQuery());
      await syncPushSubscription({
        environment,
        publicKey,
        save: saveWebPush,
        browser: browserName(environment.userAgent),
      });
      await queryClient.invalidateQueries({ queryKey: webPushKey });
    })().catch(() => {
      // Best effort: the settings card shows the state and offers to try again.
    });
  }, [queryClient]);
}
