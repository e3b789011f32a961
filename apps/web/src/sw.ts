import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { handleNotificationClick, handlePush } from "./service-worker/push-handlers";

/**
 * The service worker (docs/decisions/072-service-worker-and-web-push.md): precaches the built
 * assets and shows push notifications. It answers no other request, so API calls and pages
 * always go to the network. Built by vite-plugin-pwa, which fills in `self.__WB_MANIFEST`.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

// registerType "autoUpdate": a new version takes over at once and the page reloads itself.
self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener("push", (event) => handlePush(event, self));
self.addEventListener("notificationclick", (event) => handleNotificationClick(event, self));
