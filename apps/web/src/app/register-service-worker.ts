import { listenForInstallPrompt } from "../features/install-app/lib/install-prompt";
import { navigateTo } from "../lib/navigation";
import { isOpenUrlMessage } from "../service-worker/sw-messages";
import { linkManifest } from "./web-manifest";

/** The longest wait for an idle moment after the load event before registering anyway. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the service worker (src/sw.ts) in production builds only: the dev server and the
 * tests run without one. A clicked notification asks an open window to show its path.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // The browser offers installation once the worker runs; the app's own prompt shows it.
  listenForInstallPrompt();
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (isOpenUrlMessage(event.data)) navigateTo(event.data.url);
  });
  // After the page's load event, at the first idle moment, with its code loaded only then: the
  // worker's precaching downloads every chunk of the app, and its registration code (workbox's
  // window part) ran in the load event's task, neither of which the first screen needs. The
  // manifest, the other half of an installable app, is linked then too.
  const register = () => {
    linkManifest();
    void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true }));
  };
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(register, 1);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
