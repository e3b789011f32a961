import { registerSW } from "virtual:pwa-register";
import { navigateTo } from "../lib/navigation";
import { isOpenUrlMessage } from "../service-worker/sw-messages";

/**
 * Registers the service worker (src/sw.ts) in production builds only: the dev server and the
 * tests run without one. A clicked notification asks an open window to show its path.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  registerSW({ immediate: true });
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (isOpenUrlMessage(event.data)) navigateTo(event.data.url);
  });
}
