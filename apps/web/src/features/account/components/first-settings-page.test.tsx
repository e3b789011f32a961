import { messages } from "@coach/shared/validation/messages";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { resetNotifyLockForTests } from "../../../lib/notify";
import { FirstSettingsPage } from "./first-settings-page";

const newAccount = accountInfoFixture({ firstSetup: false });

function renderPage() {
  return renderRoutes(
    [
      { path: "/first-settings", element: <FirstSettingsPage /> },
      { path: "/", element: <p>Home page</p> },
    ],
    "/first-settings",
  );
}

describe("FirstSettingsPage", () => {
  beforeEach(() => {
    // Toasts live in a module store that outlives each test's render.
    notifications.clean();
    resetNotifyLockForTests();
    signInForTest();
  });

  it("saves profile, then general settings, then finishes the setup and opens the app", async () => {
    const done = accountInfoFixture({ firstSetup: true });
    const calls = mockFetch([
      { path: "/api/account/info/", body: newAccount },
      {
        method: "POST",
        path: "/api/account/update/profile/",
        body: { ...done, message: messages.profileUpdated },
      },
      {
        method: "POST",
        path: "/api/account/update/general/",
        body: { ...done, message: messages.generalSettingsUpdated },
      },
      { path: "/api/account/info/f", body: done },
    ]);
    const { router } = renderPage();
    const user = userEvent.setup();

    const sports = await screen.findByRole("group", { name: "Sports" });
    await user.click(within(sports).getByRole("checkbox", { name: "Running" }));
    await user.click(within(sports).getByRole("checkbox", { name: "Swimming" }));
    const days = screen.getByRole("group", { name: "Training days" });
    await user.click(within(days).getByRole("checkbox", { name: "Tuesday" }));
    await user.click(within(days).getByRole("checkbox", { name: "Saturday" }));
    await user.click(screen.getByRole("radio", { name: "Imperial" }));
    await user.selectOptions(screen.getByLabelText("Date format"), "22/11/2026");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls.slice(1).map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/account/update/profile/",
      "POST /api/account/update/general/",
      "GET /api/account/info/f",
    ]);
    expect(calls[1]!.body).toEqual({
      profile: { sports: ["running", "swimming"], trainingDays: ["Tuesday", "Saturday"] },
    });
    expect(calls[2]!.body).toEqual({ displayUnits: "Imperial", dateFormat: "DD/MM/YYYY" });
  });

  it("goes on to the page it was given once the setup is done", async () => {
    const done = accountInfoFixture({ firstSetup: true });
    mockFetch([
      { path: "/api/account/info/", body: newAccount },
      { method: "POST", path: "/api/account/update/profile/", body: done },
      { method: "POST", path: "/api/account/update/general/", body: done },
      { path: "/api/account/info/f", body: done },
    ]);
    const { router } = renderRoutes(
      [
        { path: "/first-settings", element: <FirstSettingsPage nextPath="/athlete/1/x?a=b" /> },
        { path: "/athlete/1/x", element: <p>Next page</p> },
      ],
      "/first-settings",
    );
    const user = userEvent.setup();
    const sports = await screen.findByRole("group", { name: "Sports" });
    await user.click(within(sports).getByRole("checkbox", { name: "Running" }));
    const days = screen.getByRole("group", { name: "Training days" });
    await user.click(within(days).getByRole("checkbox", { name: "Tuesday" }));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await screen.findByText("Next page");
    expect(router.state.location.search).toBe("?a=b");
  });

  it("shows each date format as an example date", async () => {
    mockFetch([{ path: "/api/account/info/", body: newAccount }]);
    renderPage();

    const select = await screen.findByLabelText("Date format");
    const options = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual([
      "Nov 22, 2026",
      "22 Nov 2026",
      "22/11/2026",
      "11/22/2026",
      "2026-11-22",
      "22.11.2026",
    ]);
    expect(select).toHaveValue("MMM D, YYYY");
  });

  it("requires a sport and a training day before saving", async () => {
    const calls = mockFetch([{ path: "/api/account/info/", body: newAccount }]);
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Save and continue" }));

    expect(await screen.findAllByText(messages.required)).toHaveLength(2);
    await user.click(screen.getByRole("checkbox", { name: "Cycling" }));
    expect(screen.getAllByText(messages.required)).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it("keeps the choices and stays when a save fails", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: newAccount },
      {
        method: "POST",
        path: "/api/account/update/profile/",
        body: { ...newAccount, message: "ok" },
      },
      {
        method: "POST",
        path: "/api/account/update/general/",
        status: 400,
        body: { code: "validation_error", error: { message: "Invalid option" } },
      },
    ]);
    const { router } = renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("checkbox", { name: "Cycling" }));
    await user.click(screen.getByRole("checkbox", { name: "Monday" }));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));

    expect(await screen.findByText(messages.profileUpdateFailed)).toBeInTheDocument();
    expect(screen.getAllByText("Invalid option").length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe("/first-settings");
    expect(screen.getByRole("checkbox", { name: "Cycling" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Monday" })).toBeChecked();
    expect(calls.some((call) => call.path === "/api/account/info/f")).toBe(false);
  });
});
