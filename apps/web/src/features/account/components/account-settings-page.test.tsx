import { messages } from "@coach/shared/validation/messages";
import { notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { resetNotifyLockForTests } from "../../../lib/notify";
import { AccountSettingsPage } from "./account-settings-page";

const coach = accountInfoFixture({
  isCoach: true,
  firstName: "Ann",
  lastName: "Runner",
  jobTitle: "Head coach",
  profile: { sports: ["running"], trainingDays: ["Monday"], trainingAvailability: {} },
});

function renderPage() {
  return renderRoutes([{ path: "/settings", element: <AccountSettingsPage /> }], "/settings");
}

async function detailsCard() {
  return within(await screen.findByRole("region", { name: "Account details" }));
}

describe("AccountSettingsPage", () => {
  beforeEach(() => {
    // Toasts live in a module store that outlives each test's render.
    notifications.clean();
    resetNotifyLockForTests();
    signInForTest();
  });

  it("saves the account details and shows the server's message", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: coach },
      {
        method: "POST",
        path: "/api/account/update/profile/",
        body: { ...coach, message: messages.profileUpdated },
      },
    ]);
    renderPage();
    const user = userEvent.setup();
    const card = await detailsCard();

    expect(card.getByLabelText("E-mail")).toHaveValue("ann@example.com");
    expect(card.getByLabelText("E-mail")).toHaveAttribute("readonly");
    await user.clear(card.getByLabelText("Last name"));
    await user.type(card.getByLabelText("Last name"), "  Swimmer ");
    await user.clear(card.getByLabelText("Job title"));
    await user.type(card.getByLabelText("Job title"), "Owner");
    await user.click(card.getByRole("checkbox", { name: "Cycling" }));
    await user.click(card.getByRole("checkbox", { name: "Monday" }));
    await user.click(card.getByRole("checkbox", { name: "Friday" }));
    await user.click(card.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText(messages.profileUpdated)).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: "POST", path: "/api/account/update/profile/" });
    expect(calls[1]!.body).toEqual({
      firstName: "Ann",
      lastName: "Swimmer",
      jobTitle: "Owner",
      profile: { sports: ["running", "cycling"], trainingDays: ["Friday"] },
    });
  });

  it("hides the job title from athletes and does not send it", async () => {
    const athlete = accountInfoFixture({ isCoach: false, isBusinessOwner: false, jobTitle: "" });
    const calls = mockFetch([
      { path: "/api/account/info/", body: athlete },
      {
        method: "POST",
        path: "/api/account/update/profile/",
        body: { ...athlete, message: messages.profileUpdated },
      },
    ]);
    renderPage();
    const card = await detailsCard();

    expect(card.queryByLabelText("Job title")).toBeNull();
    await userEvent.setup().click(card.getByRole("button", { name: "Save profile" }));

    await screen.findByText(messages.profileUpdated);
    expect(calls[1]!.body).not.toHaveProperty("jobTitle");
  });

  it("requires a first name before saving", async () => {
    const calls = mockFetch([{ path: "/api/account/info/", body: coach }]);
    renderPage();
    const user = userEvent.setup();
    const card = await detailsCard();

    await user.clear(card.getByLabelText("First name"));
    await user.click(card.getByRole("button", { name: "Save profile" }));

    expect(await card.findByText(messages.required)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("keeps what the user typed and shows the server's message when saving fails", async () => {
    mockFetch([
      { path: "/api/account/info/", body: coach },
      {
        method: "POST",
        path: "/api/account/update/profile/",
        status: 400,
        body: { code: "validation_error", error: { message: "Job title is too long" } },
      },
    ]);
    renderPage();
    const user = userEvent.setup();
    const card = await detailsCard();

    await user.clear(card.getByLabelText("Job title"));
    await user.type(card.getByLabelText("Job title"), "Chief endurance officer");
    await user.click(card.getByRole("checkbox", { name: "Swimming" }));
    await user.click(card.getByRole("button", { name: "Save profile" }));

    expect(await card.findByText(messages.profileUpdateFailed)).toBeInTheDocument();
    expect(card.getByText("Job title is too long")).toBeInTheDocument();
    expect(card.getByLabelText("Job title")).toHaveValue("Chief endurance officer");
    expect(card.getByRole("checkbox", { name: "Swimming" })).toBeChecked();
    expect(screen.queryByText(messages.profileUpdated)).toBeNull();
  });

  it("saves the general settings", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: coach },
      {
        method: "POST",
        path: "/api/account/update/general/",
        body: { ...coach, message: messages.generalSettingsUpdated },
      },
    ]);
    renderPage();
    const user = userEvent.setup();
    const card = within(await screen.findByRole("region", { name: "General settings" }));

    await user.selectOptions(card.getByLabelText("Date format"), "22.11.2026");
    await user.click(card.getByRole("radio", { name: "Imperial" }));
    await user.click(card.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText(messages.generalSettingsUpdated)).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      method: "POST",
      path: "/api/account/update/general/",
      body: { dateFormat: "DD.MM.YYYY", displayUnits: "Imperial" },
    });
  });
});
