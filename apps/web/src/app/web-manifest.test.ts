import { afterEach, describe, expect, it } from "vitest";
import { linkManifest } from "./web-manifest";

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="manifest"]')) link.remove();
});

describe("the web app manifest, linked once the service worker is registered", () => {
  it("adds one link to the manifest Vite's PWA plugin writes, however often it is asked", () => {
    linkManifest();
    linkManifest();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe("/manifest.webmanifest");
  });
});
