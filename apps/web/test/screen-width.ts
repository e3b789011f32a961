import { onTestFinished } from "vitest";

/**
 * For the rest of the running test, `window.matchMedia` answers as a screen on which the queries
 * that `matches` accepts hold (the setup's stub matches none: a desktop). Call it from the test
 * or its `beforeEach`; the setup's answer comes back when the test ends.
 */
export function screenWhere(matches: (query: string) => boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: matches(query),
  })) as typeof window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = original;
  });
}
