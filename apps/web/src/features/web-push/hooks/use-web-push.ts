import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useWebPushState, webPushKey } from "../api/get-web-push";
import { saveWebPush } from "../api/save-web-push";
import { browserName } from "../lib/browser-name";
import {
  browserPushEnvironment,
  type PushEnvironment,
  type PushPermission,
  pushPermission,
  requestPushPermission,
  syncPushSubscription,
} from "../lib/push-subscription";

/** Subscribes (or validates) this browser and refreshes the subscribed-browsers list. */
export function useSyncWebPush(environment: PushEnvironment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicKey: string) =>
      syncPushSubscription({
        environment,
        publicKey,
        save: saveWebPush,
        browser: browserName(environment.userAgent),
      }),
    // The card shows the failure itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webPushKey }),
  });
}

/**
 * The Browser notifications card's state: the permission, the server's list, and this
 * browser's subscription, kept up to date as soon as permission is granted.
 */
export function useWebPush() {
  const [environment] = useState(browserPushEnvironment);
  const [permission, setPermission] = useState<PushPermission>(() => pushPermission(environment));
  const state = useWebPushState({ enabled: permission !== "unsupported" });
  const sync = useSyncWebPush(environment);
  const publicKey = state.data?.publicKey;
  const hasSynced = useRef(false);

  useEffect(() => {
    if (permission !== "granted" || !publicKey || hasSynced.current) return;
    hasSynced.current = true;
    sync.mutate(publicKey);
  }, [permission, publicKey, sync.mutate]);

  async function turnOn() {
    setPermission(await requestPushPermission(environment));
  }

  function retry() {
    if (publicKey) sync.mutate(publicKey);
  }

  return { permission, state, sync, turnOn, retry };
}
