import { describe, expect, it } from "vitest";
import { elapsedLabel } from "./elapsed";

describe("elapsedLabel", () => {
  // Built from local fields, so the days read the same in any zone the machine is set to.
  const now = new Date(2024, 2, 5, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it.each([
    [0, "Now"],
    [59_999, "Now"],
    [60_000, "1′ ago"],
    [59 * 60_000, "59′ ago"],
    [3_600_000, "1ʰ ago"],
    [23 * 3_600_000 + 59 * 60_000, "23ʰ ago"],
    [24 * 3_600_000, "Mar 4, 2024"],
  ])("%i ms ago -> %s", (ms, label) =>
    expect(elapsedLabel(ago(ms), now, "MMM D, YYYY")).toBe(label),
  );

  it("writes an older day in the viewer's format, on their own clock", () => {
    // 23:30 on 1 March, 3.5 days before `now`: still the 1st, not the 2nd as UTC might say.
    expect(elapsedLabel(new Date(2024, 2, 1, 23, 30), now, "DD.MM.YYYY")).toBe("01.03.2024");
    expect(elapsedLabel(new Date(2024, 2, 1, 23, 30).toISOString(), now, "DD.MM.YYYY")).toBe(
      "01.03.2024",
    );
  });

  it("shows a time a little ahead of this clock as Now", () =>
    expect(elapsedLabel(new Date(now.getTime() + 5000), now, "DD.MM.YYYY")).toBe("Now"));
});
