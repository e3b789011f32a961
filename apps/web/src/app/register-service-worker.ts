import { registerSW } from "virtual:pwa-register";
import { listenForInstallPrompt } from "../features/install-app/lib/install-prompt";
import { navigateTo } from "../lib/navigation";
import { isOpenUrlMessage } from "../service-worker/sw-messages";

/**
 * Registers the service worker (src/sw.ts) in production builds only: the dev server and the
 * tests run without one. A clicked notification asks an open window to show its path.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // After the page's load event (immediate: false): the worker's precaching downloads every
  // chunk of the app, which must not compete with what the first screen needs.
  registerSW({ immediate: false });
  // The browser offers installation once the worker runs; the app's own prompt shows it.
  listenForInstallPrompt();
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (isOpenUrlMessage(event.data)) navigateTo(event.data.url);
  });
}
