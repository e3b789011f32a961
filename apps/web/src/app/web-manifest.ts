/** Where Vite's PWA plugin writes the web app manifest (vite.config.ts). */
export const WEB_MANIFEST_HREF = "/manifest.webmanifest";

/**
 * Links the web app manifest, once. The page is sent without the link (scripts/first-requests.ts):
 * the browser fetched the manifest, and the icon it names, while the app's code was downloading,
 * on connections the code needed. Installing the app, the one thing the manifest serves, needs
 * the service worker too, which is registered later in any case (register-service-worker.ts
 * links it then).
 */
export function linkManifest(doc: Document = document) {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const manifest = doc.createElement("link");
  manifest.rel = "manifest";
  manifest.href = WEB_MANIFEST_HREF;
  doc.head.append(manifest);
}
