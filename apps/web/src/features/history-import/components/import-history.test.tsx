import type { HistoryImport } from "@coach/shared/history-import/history-import.schemas";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { ActivitiesRoute } from "../../../app/routes/activities-route";
import { queryClient } from "../../../lib/query-client";
import { historyImportKey } from "../api/history-import-api";

/** What the server answers for the athlete's latest import (11 is the fixture's account). */
function importState(change: Partial<HistoryImport> = {}): HistoryImport {
  return {
    id: 7,
    athleteId: 11,
    status: "running",
    fileName: "export_12345.zip",
    total: 2000,
    processed: 500,
    imported: 480,
    duplicate: 15,
    refused: 5,
    error: null,
    createdAt: "2026-11-27T10:00:00.000Z",
    startedAt: "2026-11-27T10:00:01.000Z",
    finishedAt: null,
    files: [],
    ...change,
  };
}

function serve(latest: HistoryImport | null) {
  return mockFetch([
    { path: "/api/account/info/", body: accountInfoFixture() },
    { path: "/api/athlete/11/history-imports/latest/", body: { import: latest } },
    { path: "/api/athlete/11/activities/", body: { items: [] } },
  ]);
}

const sent: { url: string; fileName: string }[] = [];
let answer: { status: number; body: unknown } = { status: 500, body: null };

/** A stand-in for XMLHttpRequest (jsdom reaches no server), answering `answer`. */
class FakeXhr {
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = "";
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(form: FormData) {
    sent.push({ url: this.url, fileName: (form.get("file") as File).name });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 5);
  }
}

const renderPage = () =>
  renderRoutes([{ path: "/activities", element: <ActivitiesRoute /> }], "/activities");

describe("Import history on /activities", () => {
  beforeEach(() => {
    signInForTest();
    sent.length = 0;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows a running import's progress from the server after a reload, then its summary", async () => {
    serve(importState());
    renderPage();
    // 500 of 2,000 files: a quarter.
    const bar = await screen.findByRole("progressbar", { name: "History import progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByText(/500 of 2,000 files done/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Import history" })).toBeDisabled();

    // The job finishes; the live channel makes the page read the state again.
    serve(
      importState({
        status: "done",
        processed: 2000,
        imported: 1880,
        duplicate: 80,
        refused: 40,
        finishedAt: "2026-11-27T10:02:00.000Z",
        files: [
          {
            name: "activities/1010.fit",
            status: "refused",
            reason: "1010.fit: this is not an activity file.",
          },
        ],
      }),
    );
    await act(() => queryClient.invalidateQueries({ queryKey: historyImportKey(11) }));
    const summary = await screen.findByLabelText("History import summary");
    expect(summary).toHaveTextContent(
      "History import of export_12345.zip finished: 1,880 files imported, 80 files skipped as already imported, 40 files refused.",
    );
    const list = within(summary).getByRole("list", { name: "Files not imported" });
    expect(list).toHaveTextContent("Refused: 1010.fit: this is not an activity file.");
    expect(screen.queryByRole("progressbar", { name: "History import progress" })).toBeNull();
    expect(screen.getByRole("button", { name: "Import history" })).toBeEnabled();
  });

  it("uploads an archive and shows the queued import", async () => {
    const user = userEvent.setup();
    serve(null);
    answer = { status: 202, body: importState({ status: "queued", total: null, processed: 0 }) };
    renderPage();
    await screen.findByRole("button", { name: "Import history" });
    const archive = new File(["PK"], "export_12345.zip", { type: "application/zip" });
    await user.upload(screen.getByLabelText("History archive"), archive);
    expect(await screen.findByText(/Reading export_12345.zip/)).toBeVisible();
    expect(sent).toEqual([
      { url: "/api/athlete/11/history-imports/", fileName: "export_12345.zip" },
    ]);
  });

  it("says why an archive was refused", async () => {
    const user = userEvent.setup();
    serve(null);
    const busy = "An archive is already being imported for this athlete.";
    answer = { status: 409, body: { code: "conflict", error: { message: busy } } };
    renderPage();
    await screen.findByRole("button", { name: "Import history" });
    await user.upload(
      screen.getByLabelText("History archive"),
      new File(["PK"], "again.zip", { type: "application/zip" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(busy);
  });

  it("refuses an archive over 2 GB in the browser, without sending it", async () => {
    const user = userEvent.setup();
    serve(null);
    renderPage();
    await screen.findByRole("button", { name: "Import history" });
    const huge = new File(["PK"], "huge.zip", { type: "application/zip" });
    Object.defineProperty(huge, "size", { value: 2 * 1024 ** 3 + 1 });
    await user.upload(screen.getByLabelText("History archive"), huge);
    expect(await screen.findByRole("alert")).toHaveTextContent(/at most 2 GB/);
    expect(sent).toEqual([]);
  });
});
