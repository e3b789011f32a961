/** What the feedback form tells about the sender's device, read from the user agent. */
export type DeviceInfo = { browser: string; isMobile: boolean; isTablet: boolean };

// Order matters: Edge and Opera carry "Chrome" in their agent, Chrome carries "Safari".
const BROWSERS: [name: string, pattern: RegExp][] = [
  ["Edge", /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ["Opera", /OPR\/([\d.]+)/],
  ["Samsung Internet", /SamsungBrowser\/([\d.]+)/],
  ["Firefox", /(?:Firefox|FxiOS)\/([\d.]+)/],
  ["Chrome", /(?:Chrome|CriOS)\/([\d.]+)/],
  ["Safari", /Version\/([\d.]+).*Safari/],
];

/** The browser's name and major version ("Chrome 126"), or "Unknown". */
export function browserOf(userAgent: string): string {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]!.split(".")[0]}`;
  }
  return "Unknown";
}

/**
 * Tablets: iPads, and Android devices without "Mobile" in the agent (Android phones carry it).
 * iPadOS 13+ reports itself as a Mac, told apart by its touch points.
 */
export function deviceOf(userAgent: string, maxTouchPoints = 0): DeviceInfo {
  const isIpad = /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const isAndroidTablet = /Android/.test(userAgent) && !/Mobile/.test(userAgent);
  const isTablet = isIpad || isAndroidTablet;
  const isMobile = !isTablet && /Mobi|iPhone|iPod|Android/.test(userAgent);
  return { browser: browserOf(userAgent), isMobile, isTablet };
}
