import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { SURVEY_DELAY_MS, SURVEY_QUIET_MS } from "../lib/survey-items";
import { PainPointsSurvey } from "./pain-points-survey";

const PATH = "/api/business-owner/pain-points-survey/";

function render(check: { status: number; body: unknown }, post = { status: 201, body: {} }) {
  const calls = mockFetch([
    { method: "GET", path: PATH, ...check },
    { method: "POST", path: PATH, ...post },
  ]);
  renderRoutes([{ path: "/dashboard", element: <PainPointsSurvey /> }], "/dashboard");
  return calls;
}

/** Lets the 20 s pass, then lets the check's answer arrive. */
async function waitForTheCheck() {
  await act(async () => {
    vi.advanceTimersByTime(SURVEY_DELAY_MS);
  });
}

/** After the check says "not answered", the survey shows once the page has been left alone. */
async function waitForTheSurvey() {
  await waitForTheCheck();
  await waitFor(async () => {
    await act(() => vi.advanceTimersByTimeAsync(SURVEY_QUIET_MS));
    expect(screen.getByText("One quick question")).toBeInTheDocument();
  });
}

describe("the pain-points survey", () => {
  beforeEach(() => {
    signInForTest();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it("asks the server only once the 20 s have passed, and stays hidden once answered", async () => {
    const calls = render({ status: 200, body: { ranking: null } });
    await act(async () => {
      vi.advanceTimersByTime(SURVEY_DELAY_MS - 1000);
    });
    expect(calls).toEqual([]);
    await waitForTheCheck();
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(["GET"]));
    expect(screen.queryByText("One quick question")).toBeNull();
  });

  it("ranks by moving items and posts each item's place once", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = render({ status: 404, body: { detail: "Not found." } });
    await waitForTheSurvey();
    await user.click(screen.getByRole("button", { name: "Move Analyzing the details up" }));
    await user.click(screen.getByRole("button", { name: "Move Analyzing the details up" }));
    expect(screen.getAllByRole("listitem").map((item) => item.getAttribute("aria-label"))).toEqual([
      "1. Analyzing the details",
      "2. Creating workouts and scheduling training",
      "3. Communicating with athletes",
    ]);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.queryByText("One quick question")).toBeNull());
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      expect.objectContaining({
        body: {
          ranking: {
            analyzing_the_details: 0,
            creating_workouts_and_scheduling_training: 1,
            communicating_with_athletes: 2,
          },
        },
      }),
    ]);
  });

  it("waits for a quiet moment: never while a key is being typed or a drag is held", async () => {
    render({ status: 404, body: { detail: "Not found." } });
    await waitForTheCheck();
    await waitFor(() => expect(screen.queryByText("One quick question")).toBeNull());
    // Typing every second keeps it away however long it lasts.
    for (let second = 0; second < 5; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      fireEvent.keyDown(window, { key: "a" });
    }
    expect(screen.queryByText("One quick question")).toBeNull();
    // A button held down (a drag by pointer) keeps it away without any movement.
    fireEvent.pointerDown(window);
    await act(() => vi.advanceTimersByTimeAsync(3 * SURVEY_QUIET_MS));
    expect(screen.queryByText("One quick question")).toBeNull();
    fireEvent.pointerUp(window);
    await act(() => vi.advanceTimersByTimeAsync(SURVEY_QUIET_MS));
    expect(screen.getByText("One quick question")).toBeInTheDocument();
  });

  it("skipping posts null", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = render({ status: 404, body: { detail: "Not found." } });
    await waitForTheSurvey();
    await user.click(screen.getByRole("button", { name: "Skip" }));
    await waitFor(() => expect(screen.queryByText("One quick question")).toBeNull());
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { ranking: null },
    ]);
  });

  it("closes when the server says it was already answered", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      { status: 404, body: { detail: "Not found." } },
      { status: 400, body: { code: "already_answered", error: { message: "Already answered" } } },
    );
    await waitForTheSurvey();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.queryByText("One quick question")).toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
