import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatTimeText, parseTimeText } from "./time-text.ts";

describe("parseTimeText", () => {
  it.each([
    ["05:30", 330],
    ["5:30", 330],
    ["01:02:03", 3723],
    ["00:00", 0],
    [" 10:00 ", 600],
    ["", 0],
    ["   ", 0],
    [null, 0],
    [undefined, 0],
    ["330", 0],
    ["1:2:3:4", 0],
    ["aa:bb", 0],
    ["5:-3", 0],
    ["5.5:00", 0],
  ])("%j -> %i", (text, seconds) => expect(parseTimeText(text)).toBe(seconds));
});

describe("formatTimeText", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [330, "05:30"],
    [59.6, "01:00"],
    [3723, "01:02:03"],
    [0.1, "00:00"],
    [0.09, "00:00"],
    [0, "00:00"],
    [-5, "00:00"],
    [null, "00:00"],
    [undefined, "00:00"],
    [Number.NaN, "00:00"],
  ])("%s -> %s", (seconds, text) => expect(formatTimeText(seconds)).toBe(text));

  it("shows hours when asked", () => {
    expect(formatTimeText(330, { isHoursShown: true })).toBe("00:05:30");
    expect(formatTimeText(0, { isHoursShown: true })).toBe("00:00:00");
  });

  it("logs a console error over 24 hours and still formats", () => {
    const host = globalThis as unknown as { console: { error: (...args: unknown[]) => void } };
    const error = vi.spyOn(host.console, "error").mockImplementation(() => undefined);
    expect(formatTimeText(25 * 3600)).toBe("25:00:00");
    expect(error).toHaveBeenCalledTimes(1);
    expect(formatTimeText(24 * 3600)).toBe("24:00:00");
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("parse(format(t)) = t for whole seconds up to 24 h", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 3600 }), fc.boolean(), (seconds, isHoursShown) => {
        expect(parseTimeText(formatTimeText(seconds, { isHoursShown }))).toBe(seconds);
      }),
    );
  });
});
