import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../../test/render";
import { HELP_TOPICS } from "../lib/help-topics";
import { FLOATING_HELP_DELAY_MS } from "../lib/help-visibility";
import { FloatingHelp } from "./floating-help";
import { HelpTour } from "./help-tour";
import { TutorialDialog } from "./tutorial-dialog";

const ACCOUNT = 11;

function render(path: string) {
  const page = (
    <>
      <HelpTour accountId={ACCOUNT} />
      <FloatingHelp />
      <TutorialDialog accountId={ACCOUNT} />
    </>
  );
  return renderRoutes(
    [
      { path: "/dashboard", element: page },
      { path: "/payments", element: page },
      { path: "/library/workouts", element: <p>the library</p> },
    ],
    path,
  );
}

const tourTitles = () =>
  within(screen.getByRole("region", { name: "Help and tutorials" }))
    .getAllByRole("button")
    .map((button) => button.getAttribute("aria-label"));

describe("help", () => {
  afterEach(() => vi.useRealTimers());

  it("opens the tutorial of the videoId query, step by step, and clears the query on close", async () => {
    const user = userEvent.setup();
    const { router } = render("/dashboard?videoId=workout-library&tab=x");
    const dialog = await screen.findByRole("dialog", { name: "Workout Library" });
    const topic = HELP_TOPICS.find((item) => item.id === "workout-library")!;
    expect(within(dialog).getByText("Step 1 of 4")).toBeInTheDocument();
    expect(within(dialog).getByRole("img", { name: topic.steps[0]!.alt })).toHaveAttribute(
      "src",
      "/help/workout-library-1.webp",
    );
    expect(within(dialog).getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByText("Step 2 of 4")).toBeInTheDocument();
    expect(within(dialog).getByText(topic.steps[1]!.text)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).toBe("?tab=x");
  });

  it("ends a tutorial with a way to the feature", async () => {
    const user = userEvent.setup();
    const { router } = render("/dashboard?videoId=workout-library");
    const dialog = await screen.findByRole("dialog", { name: "Workout Library" });
    for (let step = 1; step < 4; step++) {
      await user.click(within(dialog).getByRole("button", { name: "Next" }));
    }
    await user.click(within(dialog).getByRole("link", { name: "Try it" }));
    expect(router.state.location.pathname).toBe("/library/workouts");
    expect(router.state.location.search).toBe("");
  });

  it("lists the tutorials when the query names none", async () => {
    const user = userEvent.setup();
    render("/dashboard?videoId=no-such-video");
    const dialog = await screen.findByRole("dialog", { name: "Help" });
    expect(
      within(dialog).getByText(/There is no tutorial called "no-such-video"/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Grouping & filtering" }));
    expect(await screen.findByRole("dialog", { name: "Grouping & filtering" })).toBeInTheDocument();
  });

  it("tours three unused tutorials, the calendar's first, and drops the ones opened", async () => {
    const user = userEvent.setup();
    render("/dashboard");
    expect(tourTitles()).toEqual([
      "Dual calendar: planned and done",
      "Performance Graphs",
      "Analyzing data",
    ]);
    await user.click(screen.getByRole("button", { name: "Performance Graphs" }));
    const dialog = await screen.findByRole("dialog", { name: "Performance Graphs" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(tourTitles()).toEqual([
        "Dual calendar: planned and done",
        "Analyzing data",
        "Workout Library",
      ]),
    );
  });

  it("shows the floating help 2.5 s after sign-in, not on payments", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = render("/dashboard");
    // Half a second short of the delay (real time passing moves the clock on too).
    await act(async () => {
      vi.advanceTimersByTime(FLOATING_HELP_DELAY_MS - 500);
    });
    expect(screen.queryByRole("button", { name: "Help" })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole("button", { name: "Help" }));
    const topics = await screen.findByRole("dialog", { name: "Help topics" });
    // Let the panel finish its entrance.
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    await user.click(await within(topics).findByRole("button", { name: "Create a training plan" }));
    expect(router.state.location.search).toBe("?videoId=create-a-training-plan");
    expect(
      await screen.findByRole("dialog", { name: "Create a training plan" }),
    ).toBeInTheDocument();

    await act(() => router.navigate("/payments"));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Help" })).toBeNull());
  }, 15_000);
});
