import { messages } from "@coach/shared/validation/messages";
import { screen, waitFor } from "@testing-library/react";
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

function renderZones(save: { status?: number; body: unknown }) {
  const calls = mockFetch([
    { path: "/api/account/info/", body: coachInfo },
    { path: "/api/coach/athletes/", body: athletesAnswer },
    { method: "POST", path: "/api/athlete/zones/", ...save },
    { path: "/api/athlete/zones/", body: zonesAnswer },
  ]);
  renderRoutes(
    [{ path: "/athlete/:athleteId/zones", element: <ZonesRoute /> }],
    `/athlete/${ATHLETE_ID}/zones`,
  );
  return calls;
}

describe("the zones page", () => {
  beforeEach(signInForTest);

  it("shows thresholds and zones in the viewer's units, checks the FTP bounds and saves", async () => {
    const user = userEvent.setup();
    const calls = renderZones({ body: { message: "Updated", zones: zonesAnswer } });
    // Running pace 255 s/km shows as 04:15 min/km. Zone 4 reaches 95 % at 255 / 0.95 = 268.4 s
    // (04:28) and ends where zone 5 starts, at 100 % (255 s): its fastest whole second is 04:16.
    expect(await screen.findByLabelText("Pace (threshold pace) threshold")).toHaveValue("04:15");
    expect(screen.getByRole("table", { name: "Pace (threshold pace) zones" })).toHaveTextContent(
      "04:28 – 04:16",
    );

    await user.click(screen.getByRole("tab", { name: "Cycling" }));
    const ftp = await screen.findByLabelText("Power (FTP) threshold");
    expect(ftp).toHaveValue("210");
    await user.clear(ftp);
    await user.type(ftp, "500");
    expect(await screen.findByText(messages.thresholdPowerRange)).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save cycling zones" });
    expect(save).toBeDisabled();

    await user.clear(ftp);
    await user.type(ftp, "250");
    // Zone 2 of 250 W starts at 55 % = 137.5 W (138) and ends where zone 3 starts, at 75 % =
    // 187.5 W: its last whole watt is 187 (74 % alone would leave 186 and 187 in no zone).
    expect(screen.getByRole("table", { name: "Power (FTP) zones" })).toHaveTextContent("138 – 187");
    await user.click(save);
    expect(await screen.findByText("Updated")).toBeInTheDocument();
    const posted = calls.find((call) => call.method === "POST")?.body as {
      methodType: string;
      athlete: number;
      data: { power: { threshold: number } };
    };
    expect(posted).toMatchObject({ methodType: "cyclingMethods", athlete: ATHLETE_ID });
    expect(posted.data.power.threshold).toBe(250);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderZones({
      status: 400,
      body: { code: "validation_error", error: { message: messages.thresholdPowerRange } },
    });
    await user.click(await screen.findByRole("tab", { name: "Cycling" }));
    const ftp = await screen.findByLabelText("Power (FTP) threshold");
    await user.clear(ftp);
    await user.type(ftp, "300");
    await user.click(screen.getByRole("button", { name: "Save cycling zones" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.thresholdPowerRange);
    await waitFor(() => expect(ftp).toHaveValue("300"));
  });
});
