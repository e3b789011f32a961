import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signInForTest } from "../../../../test/account-info.fixture";
import { ATHLETE_ID } from "../../../../test/coach-athletes.fixture";
import { calendarWorkout, rangeAnswer } from "./calendar.fixture";
import { renderCalendarRoute } from "./calendar-route.fixture";

/** Each day cell registers itself as a drop target once per render: this counts the renders. */
const droppableRenders = vi.hoisted(() => ({ count: 0 }));
/** The toolbar's Month/Week switch, in no other part of the page: this counts its renders. */
const toolbarRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("./view-switch", async (importOriginal) => {
  const module = await importOriginal<typeof import("./view-switch")>();
  const ViewSwitch = (props: Parameters<typeof module.ViewSwitch>[0]) => {
    toolbarRenders.count += 1;
    return <module.ViewSwitch {...props} />;
  };
  return { ...module, ViewSwitch };
});
vi.mock("@dnd-kit/core", async (importOriginal) => {
  const dndKit = await importOriginal<typeof import("@dnd-kit/core")>();
  return {
    ...dndKit,
    useDroppable: (...args: Parameters<typeof dndKit.useDroppable>) => {
      droppableRenders.count += 1;
      return dndKit.useDroppable(...args);
    },
  };
});

describe("the calendar's day cells and toolbar", () => {
  beforeEach(signInForTest);

  it("are not drawn again when the page redraws around them", async () => {
    await renderCalendarRoute(
      `/athlete/${ATHLETE_ID}/calendar?month=2026-06`,
      rangeAnswer({
        workouts: [calendarWorkout({ id: 1, date: "2026-06-10", name: "Tempo run" })],
      }),
    );
    // June 2026's grid: Monday 1 June to Sunday 5 July, 35 days.
    expect(screen.getAllByRole("region", { name: /^[A-Z][a-z]{2} \d+, 2026$/ })).toHaveLength(35);
    const before = droppableRenders.count;
    const toolbarBefore = toolbarRenders.count;
    expect(toolbarBefore).toBeGreaterThan(0);

    // Opening the upload panel above the grid redraws the calendar page, not its days nor its
    // toolbar.
    await userEvent.click(screen.getByRole("button", { name: "Upload activities" }));
    expect(await screen.findByLabelText("Upload activity files")).toBeTruthy();
    expect(droppableRenders.count - before).toBe(0);
    expect(toolbarRenders.count - toolbarBefore).toBe(0);
  });
});
