import { describe, expect, it } from "vitest";
import { browserOf, deviceOf } from "./device";

// Agents as the browsers send them (copied from each browser's own about page).
const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const EDGE_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX_ANDROID_PHONE =
  "Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0";
const CHROME_ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SAFARI_IPADOS =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

describe("the feedback's device description", () => {
  it.each([
    [CHROME_LINUX, "Chrome 126"],
    [EDGE_WINDOWS, "Edge 125"],
    [SAFARI_IPHONE, "Safari 17"],
    [FIREFOX_ANDROID_PHONE, "Firefox 127"],
    ["curl/8.5.0", "Unknown"],
  ])("names the browser of %s", (agent, name) => {
    expect(browserOf(agent)).toBe(name);
  });

  it("tells phones, tablets and desktops apart", () => {
    expect(deviceOf(CHROME_LINUX)).toMatchObject({ isMobile: false, isTablet: false });
    expect(deviceOf(SAFARI_IPHONE)).toMatchObject({ isMobile: true, isTablet: false });
    expect(deviceOf(FIREFOX_ANDROID_PHONE)).toMatchObject({ isMobile: true, isTablet: false });
    expect(deviceOf(CHROME_ANDROID_TABLET)).toMatchObject({ isMobile: false, isTablet: true });
    // An iPad presents itself as a Mac; only its touch screen tells.
    expect(deviceOf(SAFARI_IPADOS, 5)).toMatchObject({ isMobile: false, isTablet: true });
    expect(deviceOf(SAFARI_IPADOS, 0)).toMatchObject({ isMobile: false, isTablet: false });
  });
});
