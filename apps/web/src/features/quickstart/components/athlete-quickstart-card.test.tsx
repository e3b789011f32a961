import type { UploadResponse } from "@coach/shared/activities/activity.schemas";
import type { CalendarGridResponse } from "@coach/shared/calendar/calendar.schemas";
import type { AthleteQuickstart } from "@coach/shared/dashboard/quickstart.schemas";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import {
  ATHLETE_ID,
  athletesAnswer,
  COACH_ID,
  coachInfo,
  zonesAnswer,
} from "../../../../test/coach-athletes.fixture";
import { holdAnswers, mockFetch, renderRoutes } from "../../../../test/render";
import { CalendarRoute } from "../../../app/routes/calendar-route";
import { athleteQuickstartMessages } from "../api/athlete-quickstart";

type Answer = Omit<Parameters<typeof mockFetch>[0][number], "path" | "method">;

const athleteInfo = accountInfoFixture({ id: ATHLETE_ID, fullName: "Anna Berg", hasCoach: true });
const QUICKSTART = "/api/quickstart/";
const NOTHING_DONE: AthleteQuickstart = {
  add_activity_tracker: false,
  add_activity_tracker_dismissed: false,
  select_an_activity_tracker_dismissed: false,
};
const emptyMonth: CalendarGridResponse = {
  today: "2026-06-15",
  races: [],
  unavailability: [],
  activities: [],
  records: [],
  workouts: [],
};
const range = (athleteId: number) => `/api/athlete/${athleteId}/calendar/workouts/`;

/** The upload's answers by file name (jsdom cannot reach a server; uploads go by XHR). */
let uploadAnswers: Record<string, UploadResponse> = {};
class FakeXhr {
  status = 0;
  responseText = "";
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    const answer = uploadAnswers[(form.get("file") as File).name];
    setTimeout(() => {
      this.status = answer ? 200 : 500;
      this.responseText = JSON.stringify(answer ?? { error: "no answer" });
      this.onload?.();
    }, 5);
  }
}

async function calendarDrawn() {
  await waitFor(
    () => {
      expect(document.querySelector("[data-calendar-grid]")).not.toBeNull();
      expect(document.querySelector("[data-calendar-grid][aria-busy='true']")).toBeNull();
    },
    { timeout: 5000 },
  );
}

/** The athlete's own calendar, with the quick start's answer and, if given, the POST's. */
async function renderOwnCalendar(quickstart: Answer, post?: Answer) {
  const calls = mockFetch([
    ...(post ? [{ ...post, method: "POST", path: QUICKSTART }] : []),
    { ...quickstart, path: QUICKSTART },
    { path: "/api/account/info/", body: athleteInfo },
    { path: "/api/athlete/zones/", body: zonesAnswer },
    { path: range(ATHLETE_ID), body: emptyMonth },
  ]);
  renderRoutes([{ path: "/calendar", element: <CalendarRoute /> }], "/calendar?month=2026-06");
  await calendarDrawn();
  return calls;
}

const card = () => screen.queryByRole("region", { name: "Bring in your training" });

describe("the athlete's quick start on their calendar", () => {
  beforeEach(() => {
    signInForTest();
    uploadAnswers = {};
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers the upload until an activity is imported", async () => {
    const user = userEvent.setup();
    await renderOwnCalendar({ body: NOTHING_DONE });
    expect(card()).toHaveTextContent(
      "Upload the files your watch or bike computer records (FIT, TCX or GPX): each activity " +
        "appears on this calendar beside your coach's plan.",
    );
    expect(screen.queryByRole("region", { name: "Upload activity files" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Upload files" }));
    // The panel's code is loaded when it is first opened.
    expect(
      await screen.findByRole("region", { name: "Upload activity files" }),
    ).toBeInTheDocument();
    uploadAnswers = {
      "ride.fit": {
        files: [
          {
            fileName: "ride.fit",
            status: "imported",
            message: "",
            activities: [{ id: 601, date: "2026-06-14", sport: 2, name: "Hill ride" }],
            isTruncated: false,
          },
        ],
      },
    };
    await user.upload(screen.getByLabelText("Activity files"), [
      new File(["x"], "ride.fit", { type: "application/octet-stream" }),
    ]);
    await screen.findByRole("link", { name: "Hill ride" });
    await waitFor(() => expect(card()).toBeNull());
  });

  it("draws the month's title at once and holds what is below it until the card is known", async () => {
    const calls = mockFetch([
      { path: QUICKSTART, body: NOTHING_DONE },
      { path: "/api/account/info/", body: athleteInfo },
      { path: "/api/athlete/zones/", body: zonesAnswer },
      { path: range(ATHLETE_ID), body: emptyMonth },
    ]);
    const release = holdAnswers(QUICKSTART);
    renderRoutes([{ path: "/calendar", element: <CalendarRoute /> }], "/calendar?month=2026-06");
    await screen.findByRole("heading", { name: "June 2026" });
    const upload = screen.getByRole("button", { name: "Upload activities" });
    const grid = document.querySelector("[data-calendar-grid]")!;
    // The month's answer alone does not show the grid: the card may still take room above it.
    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith(range(ATHLETE_ID)))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(upload.closest("[data-held]")).not.toBeNull();
    expect(grid).toHaveAttribute("data-held");
    expect(card()).toBeNull();
    release();
    await waitFor(() => expect(card()).not.toBeNull());
    await calendarDrawn();
    expect(upload.closest("[data-held]")).toBeNull();
    expect(grid).not.toHaveAttribute("data-held");
  });

  it.each([
    ["activities were imported", { ...NOTHING_DONE, add_activity_tracker: true }],
    ["the card was dismissed", { ...NOTHING_DONE, add_activity_tracker_dismissed: true }],
  ])("is not shown once %s", async (_case, quickstart) => {
    await renderOwnCalendar({ body: quickstart });
    expect(card()).toBeNull();
    // The calendar's own upload stays.
    expect(screen.getByRole("button", { name: "Upload activities" })).toBeInTheDocument();
  });

  it("is not shown to a coach on their own calendar, nor asked for", async () => {
    const ownCalls = mockFetch([
      { path: QUICKSTART, body: NOTHING_DONE },
      { path: "/api/account/info/", body: coachInfo },
      { path: "/api/athlete/zones/", body: zonesAnswer },
      { path: range(COACH_ID), body: emptyMonth },
    ]);
    renderRoutes([{ path: "/calendar", element: <CalendarRoute /> }], "/calendar?month=2026-06");
    await calendarDrawn();
    expect(card()).toBeNull();
    expect(ownCalls.map((call) => call.path)).not.toContain(QUICKSTART);
  });

  it("is not shown to a coach on an athlete's calendar, nor asked for", async () => {
    const athleteCalls = mockFetch([
      { path: QUICKSTART, body: NOTHING_DONE },
      { path: "/api/account/info/", body: coachInfo },
      { path: "/api/coach/athletes/", body: athletesAnswer },
      { path: "/api/athlete/zones/", body: zonesAnswer },
      { path: range(ATHLETE_ID), body: emptyMonth },
    ]);
    renderRoutes(
      [{ path: "/athlete/:athleteId/calendar", element: <CalendarRoute /> }],
      `/athlete/${ATHLETE_ID}/calendar?month=2026-06`,
    );
    await calendarDrawn();
    expect(card()).toBeNull();
    expect(athleteCalls.map((call) => call.path)).not.toContain(QUICKSTART);
  });

  it("hides at once on Dismiss and stores the dismissal", async () => {
    const user = userEvent.setup();
    const calls = await renderOwnCalendar(
      { body: NOTHING_DONE },
      { body: { ...NOTHING_DONE, add_activity_tracker_dismissed: true } },
    );
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(card()).toBeNull();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST")).toEqual([
        expect.objectContaining({
          path: QUICKSTART,
          body: { add_activity_tracker_dismissed: true },
        }),
      ]),
    );
    expect(card()).toBeNull();
  });

  it("comes back, saying so, when the dismissal fails", async () => {
    const user = userEvent.setup();
    await renderOwnCalendar({ body: NOTHING_DONE }, { status: 502, body: "" });
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText(athleteQuickstartMessages.dismissFailed)).toBeInTheDocument();
    expect(card()).not.toBeNull();
  });
});
