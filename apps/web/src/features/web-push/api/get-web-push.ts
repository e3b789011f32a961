import type { WebPushStateResponse } from "@coach/shared/account/webpush.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export const WEB_PUSH_PATH = "/api/account/webpush/";

export const webPushKey = ["account", "webpush"] as const;

export const getWebPushState = () => apiFetch<WebPushStateResponse>(WEB_PUSH_PATH);

export const webPushQuery = () => queryOptions({ queryKey: webPushKey, queryFn: getWebPushState });

/** GET api/account/webpush/: the key to subscribe with and the browsers already subscribed. */
export function useWebPushState(options: { enabled: boolean }) {
  return useQuery({ ...webPushQuery(), enabled: options.enabled });
}
