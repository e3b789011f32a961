import type { UploadFileResult } from "@coach/shared/activities/activity.schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { ActivitiesRoute } from "../../../app/routes/activities-route";
import { queryClient } from "../../../lib/query-client";
import { activityItem, uploadResult } from "./activities.fixture";

/** The server's answer per file name; each upload request carries one file. */
let answers: Record<string, { status: number; body: unknown }> = {};
const sent: { url: string; fileName: string; authorization: string | null }[] = [];

/** A stand-in for XMLHttpRequest (jsdom cannot reach a server): answers from `answers`. */
class FakeXhr {
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = "";
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    const file = form.get("file") as File;
    sent.push({
      url: this.url,
      fileName: file.name,
      authorization: this.headers.Authorization ?? null,
    });
    const answer = answers[file.name] ?? { status: 500, body: { error: "no answer" } };
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 5);
  }
}

const file = (name: string, size = 10) => {
  const item = new File(["x".repeat(10)], name, { type: "application/octet-stream" });
  if (size !== 10) Object.defineProperty(item, "size", { value: size });
  return item;
};

const answer = (result: UploadFileResult) => ({ status: 200, body: { files: [result] } });

function renderActivities(account: Parameters<typeof accountInfoFixture>[0] = {}) {
  const calls = mockFetch([
    { path: "/api/account/info/", body: accountInfoFixture(account) },
    { path: "/api/athlete/11/history-imports/latest/", body: { import: null } },
    {
      path: "/api/athlete/11/activities/",
      body: {
        items: [
          activityItem(),
          activityItem({
            id: 502,
            date: "2026-11-21",
            startTime: "2026-11-21T07:00:00.000Z",
            sport: 1,
            activity_name: "Easy run",
            matched_workout_id: 9,
          }),
        ],
      },
    },
  ]);
  const view = renderRoutes([{ path: "/activities", element: <ActivitiesRoute /> }], "/activities");
  return { calls, ...view };
}

describe("/activities", () => {
  beforeEach(() => {
    signInForTest();
    answers = {};
    sent.length = 0;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the athlete's recent activities, newest first, linking to their analysis", async () => {
    renderActivities();
    const table = await screen.findByRole("table", { name: "Recent activities" });
    const rows = within(table).getAllByRole("row");
    // In the viewer's date format (the fixture's default "MMM D, YYYY").
    expect(rows[1]).toHaveTextContent("Nov 21, 2026");
    expect(rows[1]).toHaveTextContent("Matched");
    expect(within(rows[2]!).getByRole("link", { name: "Morning ride" })).toHaveAttribute(
      "href",
      "/activity/501",
    );
    expect(rows[2]).toHaveTextContent("30.00 km");
    expect(rows[2]).toHaveTextContent("01:00:00");
  });

  it("lists them in the viewer's date format and units", async () => {
    renderActivities({ dateFormat: "DD.MM.YYYY", displayUnits: "Imperial" });
    const table = await screen.findByRole("table", { name: "Recent activities" });
    const ride = within(table).getByRole("link", { name: "Morning ride" }).closest("tr");
    // 30 000 m is 18.64 mi.
    expect(ride).toHaveTextContent("20.11.2026");
    expect(ride).toHaveTextContent("18.64 mi");
  });

  it("uploads several files and shows each one's result: imported, duplicate, error", async () => {
    const user = userEvent.setup();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    answers = {
      "ride.fit": answer(
        uploadResult({
          fileName: "ride.fit",
          activities: [{ id: 601, date: "2026-11-22", sport: 2, name: "Hill ride" }],
        }),
      ),
      "again.fit": answer(
        uploadResult({
          fileName: "again.fit",
          status: "duplicate",
          message: "again.fit was already imported",
          activities: [{ id: 501, date: "2026-11-20", sport: 2, name: "Morning ride" }],
        }),
      ),
      "broken.gpx": answer(
        uploadResult({
          fileName: "broken.gpx",
          status: "error",
          message: "broken.gpx is not a valid GPX file: no track points",
        }),
      ),
    };
    renderActivities();
    await screen.findByRole("table", { name: "Recent activities" });
    await user.upload(screen.getByLabelText("Activity files"), [
      file("ride.fit"),
      file("again.fit"),
      file("broken.gpx"),
    ]);

    const uploads = await screen.findByRole("list", { name: "Uploads" });
    const ride = within(uploads).getByRole("listitem", { name: "ride.fit" });
    await within(ride).findByText("Imported:");
    expect(within(ride).getByRole("link", { name: "Hill ride" })).toHaveAttribute(
      "href",
      "/activity/601",
    );
    // The day the ride landed on, in the athlete's calendar at its month.
    expect(within(ride).getByText(/On the calendar:/)).toHaveTextContent("Nov 22, 2026");
    expect(
      within(ride).getByRole("link", { name: "Show Nov 22, 2026 in the calendar" }),
    ).toHaveAttribute("href", "/athlete/11/calendar?month=2026-11");
    const again = within(uploads).getByRole("listitem", { name: "again.fit" });
    await within(again).findByText(/Already imported as/);
    expect(within(again).getByRole("link", { name: "Morning ride" })).toHaveAttribute(
      "href",
      "/activity/501",
    );
    const broken = within(uploads).getByRole("listitem", { name: "broken.gpx" });
    await within(broken).findByText("broken.gpx is not a valid GPX file: no track points");

    expect(sent.map((call) => call.fileName)).toEqual(["ride.fit", "again.fit", "broken.gpx"]);
    expect(sent[0]).toMatchObject({
      url: "/api/athlete/11/activities/upload/",
      authorization: "Bearer access-token",
    });
    await waitFor(() => {
      expect(invalidate).toHaveBeenCalledTimes(1);
      // The calendar, the activity lists and the athlete's pages are read again.
      const { predicate } = invalidate.mock.calls[0]![0] as {
        predicate: (query: { queryKey: readonly unknown[] }) => boolean;
      };
      for (const key of ["calendar", "activities", "overview", "insights", "performance"]) {
        expect(predicate({ queryKey: [key, 3] })).toBe(true);
      }
      expect(predicate({ queryKey: ["library"] })).toBe(false);
    });
  });

  it("refuses a file over 25 MB in the browser, without sending it", async () => {
    const user = userEvent.setup();
    answers = { "small.tcx": answer(uploadResult({ fileName: "small.tcx", activities: [] })) };
    renderActivities();
    await screen.findByRole("table", { name: "Recent activities" });
    await user.upload(screen.getByLabelText("Activity files"), [
      file("huge.fit", 26_214_401),
      file("small.tcx"),
    ]);
    const huge = await screen.findByRole("listitem", { name: "huge.fit" });
    expect(within(huge).getByText(/File must not exceed 25MB/)).toBeVisible();
    await within(screen.getByRole("listitem", { name: "small.tcx" })).findByText("Imported:");
    expect(sent.map((call) => call.fileName)).toEqual(["small.tcx"]);
  });

  it("refreshes an expired token once and sends the file again", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    answers = {};
    Object.defineProperty(answers, "late.fit", {
      get: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 401, body: { code: "token_not_valid", detail: "expired" } }
          : answer(uploadResult({ fileName: "late.fit", activities: [] }));
      },
    });
    const { calls } = renderActivities();
    await screen.findByRole("table", { name: "Recent activities" });
    await user.upload(screen.getByLabelText("Activity files"), [file("late.fit")]);
    await within(await screen.findByRole("listitem", { name: "late.fit" })).findByText("Imported:");
    expect(attempts).toBe(2);
    expect(calls.filter((call) => call.path === "/api/account/info/").length).toBeGreaterThan(1);
  });
});
