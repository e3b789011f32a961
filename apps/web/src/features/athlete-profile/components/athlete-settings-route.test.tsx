import { messages } from "@coach/shared/validation/messages";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { ATHLETE_ID, athletesAnswer, coachInfo } from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { AthleteSettingsRoute } from "../../../app/routes/athlete-settings-route";
import { resetNotifyLockForTests } from "../../../lib/notify";
import { annaProfile } from "./athlete-profile.fixture";

const athlete = accountInfoFixture({ id: 11, timezone: "America/Denver" });

function renderSettings(athleteId: number) {
  return renderRoutes(
    [
      { path: "/athlete/:athleteId/athlete-settings", element: <AthleteSettingsRoute /> },
      { path: "/settings", element: <p>Coach settings page</p> },
    ],
    `/athlete/${athleteId}/athlete-settings`,
  );
}

describe("the AthleteSettings page", () => {
  beforeEach(() => {
    // Toasts live in a module store that outlives each test's render.
    notifications.clean();
    resetNotifyLockForTests();
    signInForTest();
  });

  it("saves an athlete's own general settings with 'General Settings Updated'", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: athlete },
      {
        method: "POST",
        path: "/api/account/update/general/",
        body: { ...athlete, message: messages.generalSettingsUpdated },
      },
    ]);
    renderSettings(11);
    const user = userEvent.setup();
    const card = within(await screen.findByRole("region", { name: "General settings" }));

    await user.click(card.getByRole("radio", { name: "Imperial" }));
    await user.selectOptions(card.getByLabelText("Date format"), "2026-11-22");
    await user.click(card.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText(messages.generalSettingsUpdated)).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: "POST", path: "/api/account/update/general/" });
    expect(calls[1]!.body).toEqual({ dateFormat: "YYYY-MM-DD", displayUnits: "Imperial" });
    expect(screen.getByRole("heading", { name: "Settings" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Settings" })).toBeNull();
  });

  it("shows the athlete's time zone and opens their calendar subscription address", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: athlete },
      {
        method: "POST",
        path: "/api/athlete/11/calendar/feed/",
        status: 201,
        body: { url: "https://coach.example/api/calendar/feed/abc.ics" },
      },
    ]);
    renderSettings(11);
    const user = userEvent.setup();
    const card = within(await screen.findByRole("region", { name: "Calendar" }));

    expect(card.getByRole("definition")).toHaveTextContent("America/Denver");
    await user.click(card.getByRole("button", { name: "Subscribe in a calendar app" }));

    const dialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Calendar address")).toHaveValue(
        "https://coach.example/api/calendar/feed/abc.ics",
      ),
    );
    expect(calls[1]).toMatchObject({ method: "POST", path: "/api/athlete/11/calendar/feed/" });
  });

  it("shows the server's message when saving fails", async () => {
    mockFetch([
      { path: "/api/account/info/", body: athlete },
      {
        method: "POST",
        path: "/api/account/update/general/",
        status: 400,
        body: { code: "validation_error", error: { message: "Invalid option" } },
      },
    ]);
    renderSettings(11);
    const user = userEvent.setup();
    const card = within(await screen.findByRole("region", { name: "General settings" }));

    await user.click(card.getByRole("radio", { name: "Imperial" }));
    await user.click(card.getByRole("button", { name: "Save settings" }));

    expect((await card.findAllByText("Invalid option")).length).toBeGreaterThan(0);
    expect(screen.queryByText(messages.generalSettingsUpdated)).toBeNull();
  });

  it("shows a coach at their own id their athlete-side settings and a link to /settings", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: coachInfo },
      {
        method: "POST",
        path: "/api/account/update/general/",
        body: { ...coachInfo, message: messages.generalSettingsUpdated },
      },
    ]);
    const { router } = renderSettings(coachInfo.details.id);
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { name: "Athlete settings" })).toBeInTheDocument();
    const card = within(screen.getByRole("region", { name: "General settings" }));
    await user.click(card.getByRole("radio", { name: "Imperial" }));
    await user.click(card.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(messages.generalSettingsUpdated)).toBeInTheDocument();
    expect(calls[1]!.body).toMatchObject({ displayUnits: "Imperial" });
    // Their own data: no call for an athlete's profile or the coach's athlete list.
    expect(calls.some((call) => call.path.startsWith("/api/coach/"))).toBe(false);

    await user.click(screen.getByRole("link", { name: "Settings" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/settings"));
    expect(screen.getByText("Coach settings page")).toBeInTheDocument();
  });

  it("shows a coach their athlete's settings read-only", async () => {
    mockFetch([
      { path: "/api/account/info/", body: coachInfo },
      { path: "/api/coach/athletes/", body: athletesAnswer },
      { path: `/api/athlete/${ATHLETE_ID}/profile/`, body: annaProfile },
    ]);
    renderSettings(ATHLETE_ID);
    const card = within(await screen.findByRole("region", { name: "General settings" }));

    const facts = Object.fromEntries(
      card.getAllByRole("term").map((term) => [term.textContent, term.nextSibling?.textContent]),
    );
    expect(facts).toEqual({
      Units: "Imperial",
      "Time zone": "Europe/Oslo",
      "Training days": "Tuesday, Saturday",
    });
    expect(screen.getByText("Anna Berg's settings; only they can change them.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /save/i })).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.queryByRole("button", { name: "Subscribe in a calendar app" })).toBeNull();
  });

  it("shows the server's message when the athlete cannot be loaded", async () => {
    mockFetch([
      { path: "/api/account/info/", body: coachInfo },
      { path: "/api/coach/athletes/", body: athletesAnswer },
      {
        path: `/api/athlete/${ATHLETE_ID}/profile/`,
        status: 404,
        body: { code: "not_found", error: { message: "Not found." } },
      },
    ]);
    renderSettings(ATHLETE_ID);
    expect(await screen.findByText("Could not load this athlete's profile")).toBeInTheDocument();
    expect(screen.getAllByText("Not found.").length).toBeGreaterThan(0);
  });
});
