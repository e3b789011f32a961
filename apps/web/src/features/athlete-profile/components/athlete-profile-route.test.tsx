import { messages } from "@coach/shared/validation/messages";
import { notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { ATHLETE_ID, athletesAnswer, coachInfo } from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { AthleteProfileRoute } from "../../../app/routes/athlete-profile-route";
import { resetNotifyLockForTests } from "../../../lib/notify";
import { annaProfile } from "./athlete-profile.fixture";

const athlete = accountInfoFixture({
  id: 11,
  profile: { sports: ["running"], trainingDays: ["Monday"], trainingAvailability: { Monday: 1 } },
});

/** The coach's view also lists the athlete's on-boarding answers: none here. */
const noOnboarding = { athleteId: ATHLETE_ID, onBoarding: "ok", items: [] };

function renderProfile(athleteId: number) {
  return renderRoutes(
    [{ path: "/athlete/:athleteId/athlete-profile", element: <AthleteProfileRoute /> }],
    `/athlete/${athleteId}/athlete-profile`,
  );
}

describe("the AthleteProfile page", () => {
  beforeEach(() => {
    // Toasts live in a module store that outlives each test's render.
    notifications.clean();
    resetNotifyLockForTests();
    signInForTest();
  });

  it("lets an athlete edit and save their own profile with 'Profile Updated'", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: athlete },
      {
        method: "POST",
        path: "/api/account/update/profile/",
        body: { ...athlete, message: messages.profileUpdated },
      },
    ]);
    renderProfile(11);
    const user = userEvent.setup();
    const details = within(await screen.findByRole("region", { name: "Account details" }));

    await user.clear(details.getByLabelText("Last name"));
    await user.type(details.getByLabelText("Last name"), "Swimmer");
    await user.click(details.getByRole("checkbox", { name: "Cycling" }));
    await user.click(details.getByRole("checkbox", { name: "Thursday" }));
    await user.click(details.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText(messages.profileUpdated)).toBeInTheDocument();
    expect(calls[1]!.body).toEqual({
      firstName: "Ann",
      lastName: "Swimmer",
      profile: { sports: ["running", "cycling"], trainingDays: ["Monday", "Thursday"] },
    });
    // Own profile: no call for another athlete's profile.
    expect(calls.some((call) => call.path.includes("/profile/") && call.method === "GET")).toBe(
      false,
    );
  });

  it("saves the training availability, leaving empty days out", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: athlete },
      {
        method: "POST",
        path: "/api/account/update/profile/",
        body: { ...athlete, message: messages.profileUpdated },
      },
    ]);
    renderProfile(11);
    const user = userEvent.setup();
    const card = within(await screen.findByRole("region", { name: "Training availability" }));

    expect(card.getByLabelText("Monday")).toHaveValue("1 h");
    await user.clear(card.getByLabelText("Monday"));
    await user.type(card.getByLabelText("Saturday"), "2.5");
    await user.click(card.getByRole("button", { name: "Save availability" }));

    expect(await screen.findByText(messages.profileUpdated)).toBeInTheDocument();
    expect(calls[1]!.body).toEqual({ profile: { trainingAvailability: { Saturday: 2.5 } } });
  });

  it("shows the server's message when saving the availability fails", async () => {
    mockFetch([
      { path: "/api/account/info/", body: athlete },
      {
        method: "POST",
        path: "/api/account/update/profile/",
        status: 400,
        body: { code: "validation_error", error: { message: "Too many hours" } },
      },
    ]);
    renderProfile(11);
    const user = userEvent.setup();
    const card = within(await screen.findByRole("region", { name: "Training availability" }));

    await user.type(card.getByLabelText("Friday"), "4");
    await user.click(card.getByRole("button", { name: "Save availability" }));

    expect(await card.findByText(messages.profileUpdateFailed)).toBeInTheDocument();
    expect(card.getByText("Too many hours")).toBeInTheDocument();
    expect(card.getByLabelText("Friday")).toHaveValue("4 h");
    expect(screen.queryByText(messages.profileUpdated)).toBeNull();
  });

  it("lets a coach at their own id edit their profile", async () => {
    const coachSelf = accountInfoFixture({ ...coachInfo.details, jobTitle: "Head coach" });
    mockFetch([{ path: "/api/account/info/", body: coachSelf }]);
    renderProfile(coachSelf.details.id);
    const details = within(await screen.findByRole("region", { name: "Account details" }));
    expect(details.getByLabelText("Job title")).toHaveValue("Head coach");
    expect(details.getByRole("button", { name: "Save profile" })).toBeEnabled();
  });

  it("shows a coach their athlete's profile read-only", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: coachInfo },
      { path: "/api/coach/athletes/", body: athletesAnswer },
      { path: "/api/on-boarding/answers/", body: noOnboarding },
      { path: `/api/athlete/${ATHLETE_ID}/profile/`, body: annaProfile },
    ]);
    renderProfile(ATHLETE_ID);
    const card = within(await screen.findByRole("region", { name: "Account details" }));

    const facts = Object.fromEntries(
      card.getAllByRole("term").map((term) => [term.textContent, term.nextSibling?.textContent]),
    );
    expect(facts).toEqual({
      "Full name": "Anna Berg",
      "E-mail": "anna@example.com",
      Sports: "Running, Swimming",
      "Training days": "Tuesday, Saturday",
      // 1.5 h = 1 h 30 min, written as every rounded duration is.
      "Training availability": "Tuesday 1 h 30 min, Saturday 3 h",
      Units: "Imperial",
      "Time zone": "Europe/Oslo",
      Coaches: "Olivia Hart",
      // In the viewer's date format (the fixture's MMM D, YYYY), not the athlete's.
      "Member since": "Jan 15, 2025",
    });
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: /save/i })).toBeNull();
    expect(calls.map((call) => call.path)).toContain(`/api/athlete/${ATHLETE_ID}/profile/`);
  });

  it("dates 'Member since' in a DD.MM.YYYY coach's format", async () => {
    mockFetch([
      {
        path: "/api/account/info/",
        body: { ...coachInfo, details: { ...coachInfo.details, dateFormat: "DD.MM.YYYY" } },
      },
      { path: "/api/coach/athletes/", body: athletesAnswer },
      { path: "/api/on-boarding/answers/", body: noOnboarding },
      { path: `/api/athlete/${ATHLETE_ID}/profile/`, body: annaProfile },
    ]);
    renderProfile(ATHLETE_ID);
    const card = within(await screen.findByRole("region", { name: "Account details" }));
    const since = card.getByText("Member since").nextSibling;
    expect(since).toHaveTextContent("15.01.2025");
  });

  it("says what is missing from an athlete's empty profile", async () => {
    mockFetch([
      { path: "/api/account/info/", body: coachInfo },
      { path: "/api/coach/athletes/", body: athletesAnswer },
      { path: "/api/on-boarding/answers/", body: noOnboarding },
      {
        path: `/api/athlete/${ATHLETE_ID}/profile/`,
        body: {
          ...annaProfile,
          profile: { sports: [], trainingDays: [], trainingAvailability: {} },
          coaches: [],
        },
      },
    ]);
    renderProfile(ATHLETE_ID);
    expect(await screen.findByText("No sports chosen yet")).toBeInTheDocument();
    expect(screen.getByText("No training days chosen yet")).toBeInTheDocument();
    expect(screen.getByText("No training hours given yet")).toBeInTheDocument();
    expect(screen.getByText("No coach yet")).toBeInTheDocument();
  });
});
