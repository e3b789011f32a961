import type { SaveWebPushBody, WebPushDevice } from "@coach/shared/account/webpush.schemas";
import { apiFetch } from "../../../lib/api-client";
import { WEB_PUSH_PATH } from "./get-web-push";

/**
 * POST api/account/webpush/: keeps this browser's subscription. Posting one the server already
 * has validates it (new keys, browser name) and moves it to the signed-in user.
 */
export const saveWebPush = (body: SaveWebPushBody) =>
  apiFetch<WebPushDevice>(WEB_PUSH_PATH, { method: "POST", body });
