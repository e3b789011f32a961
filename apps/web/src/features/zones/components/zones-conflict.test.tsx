import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { signInForTest } from "../../../../test/account-info.fixture";
import {
  ATHLETE_ID,
  athletesAnswer,
  coachInfo,
  zonesAnswer,
} from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { ZonesRoute } from "../../../app/routes/zones-route";
import { queryClient } from "../../../lib/query-client";
import { athleteZonesKey } from "../api/get-athlete-zones";

/** Zones as loaded (FTP 210 W, version 3) and as the athlete saved them meanwhile (230 W, 4). */
const loaded = { ...zonesAnswer, version: 3 };
const theirs = (() => {
  const cycling = structuredClone(zonesAnswer.cyclingMethods);
  cycling.power.threshold = 230;
  return { ...zonesAnswer, cyclingMethods: cycling, version: 4 };
})();
const conflict = {
  code: "conflict",
  detail: "This was changed by Anna Berg meanwhile",
  changedBy: { id: ATHLETE_ID, name: "Anna Berg" },
  current: theirs,
};

function answerSaveWith(save: { status?: number; body: unknown }) {
  return mockFetch([
    { path: "/api/account/info/", body: coachInfo },
    { path: "/api/coach/athletes/", body: athletesAnswer },
    { method: "POST", path: "/api/athlete/zones/", ...save },
    { path: "/api/athlete/zones/", body: loaded },
  ]);
}

type Posted = { version: number; data: { power: { threshold: number } } };
const posts = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((call) => call.method === "POST").map((call) => call.body as Posted);

/** Opens the cycling zones, types an FTP and saves; the save is refused as stale. */
async function saveStaleFtp(user: ReturnType<typeof userEvent.setup>) {
  const calls = answerSaveWith({ status: 409, body: conflict });
  renderRoutes(
    [{ path: "/athlete/:athleteId/zones", element: <ZonesRoute /> }],
    `/athlete/${ATHLETE_ID}/zones`,
  );
  await user.click(await screen.findByRole("tab", { name: "Cycling" }));
  const ftp = await screen.findByLabelText("Power (FTP) threshold");
  await user.clear(ftp);
  await user.type(ftp, "250");
  await user.click(screen.getByRole("button", { name: "Save cycling zones" }));
  const banner = await screen.findByRole("alert");
  return { calls, ftp, banner };
}

describe("a zones save refused because someone saved meanwhile", () => {
  beforeEach(signInForTest);

  it("says who changed them, and Reload shows their zones instead of what was typed", async () => {
    const user = userEvent.setup();
    const { calls, ftp, banner } = await saveStaleFtp(user);
    // The save presented the version the page loaded.
    expect(posts(calls)).toEqual([expect.objectContaining({ version: 3 })]);
    expect(banner).toHaveTextContent("This was changed by Anna Berg meanwhile");
    expect(screen.getByRole("button", { name: "Save cycling zones" })).toBeDisabled();

    await user.click(within(banner).getByRole("button", { name: "Reload" }));
    expect(ftp).toHaveValue("230");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    // The next save builds on their version, 4.
    const next = answerSaveWith({ body: { message: "Updated", zones: { ...theirs, version: 5 } } });
    await user.clear(ftp);
    await user.type(ftp, "240");
    await user.click(screen.getByRole("button", { name: "Save cycling zones" }));
    await waitFor(() => expect(posts(next)).toHaveLength(1));
    expect(posts(next)[0]).toMatchObject({ version: 4, data: { power: { threshold: 240 } } });
  });

  it("Overwrite saves what was typed over their version", async () => {
    const user = userEvent.setup();
    const { ftp, banner } = await saveStaleFtp(user);
    const next = answerSaveWith({ body: { message: "Updated", zones: { ...theirs, version: 5 } } });
    await user.click(within(banner).getByRole("button", { name: "Overwrite" }));
    await waitFor(() => expect(posts(next)).toHaveLength(1));
    expect(posts(next)[0]).toMatchObject({ version: 4, data: { power: { threshold: 250 } } });
    expect(await screen.findByText("Updated")).toBeInTheDocument();
    expect(screen.queryByText("This was changed by Anna Berg meanwhile")).not.toBeInTheDocument();
    expect(ftp).toHaveValue("250");
  });

  it("presents the version it loaded even after a live update brought someone else's", async () => {
    const user = userEvent.setup();
    const calls = answerSaveWith({ status: 409, body: conflict });
    renderRoutes(
      [{ path: "/athlete/:athleteId/zones", element: <ZonesRoute /> }],
      `/athlete/${ATHLETE_ID}/zones`,
    );
    await user.click(await screen.findByRole("tab", { name: "Cycling" }));
    const ftp = await screen.findByLabelText("Power (FTP) threshold");
    // What the live channel does when the athlete saves: the cache now holds version 4.
    act(() => queryClient.setQueryData(athleteZonesKey(ATHLETE_ID), theirs));
    await user.clear(ftp);
    await user.type(ftp, "250");
    await user.click(screen.getByRole("button", { name: "Save cycling zones" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This was changed by Anna Berg meanwhile",
    );
    expect(posts(calls)).toEqual([expect.objectContaining({ version: 3 })]);
  });
});
