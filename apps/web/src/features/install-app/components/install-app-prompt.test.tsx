import { MantineProvider } from "@mantine/core";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  INSTALL_PROMPT_SHOWN_KEY,
  installPrompt,
  listenForInstallPrompt,
} from "../lib/install-prompt";
import { InstallAppPrompt } from "./install-app-prompt";

function fireInstallable(outcome: "accepted" | "dismissed" = "accepted") {
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

/** The prompt in a page with a link to a second screen, as in the app's shell. */
const renderPrompt = () => {
  const screenWithPrompt = (
    <>
      <Link to="/calendar">Calendar</Link>
      <Link to="/zones">Zones</Link>
      <InstallAppPrompt />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: "/calendar", element: screenWithPrompt },
      { path: "/zones", element: screenWithPrompt },
    ],
    { initialEntries: ["/calendar"] },
  );
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

const secondScreen = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("link", { name: "Zones" }));

describe("the install-as-app prompt", () => {
  let stopListening = () => {};
  beforeEach(() => {
    stopListening = listenForInstallPrompt();
  });
  afterEach(() => {
    stopListening();
    sessionStorage.clear();
    act(() => installPrompt.clear());
  });

  it("stays hidden until the browser says the app can be installed", () => {
    renderPrompt();
    expect(screen.queryByRole("dialog", { name: "Install the app" })).toBeNull();
  });

  it("waits until the person moves to a second screen, then offers once", async () => {
    const user = userEvent.setup();
    renderPrompt();
    fireInstallable();
    expect(screen.queryByRole("dialog", { name: "Install the app" })).toBeNull();
    expect(sessionStorage.getItem(INSTALL_PROMPT_SHOWN_KEY)).toBeNull();
    await secondScreen(user);
    expect(await screen.findByRole("dialog", { name: "Install the app" })).toBeTruthy();
  });

  it("opens the browser's dialog on Install and keeps the browser's own bar away", async () => {
    const user = userEvent.setup();
    renderPrompt();
    await secondScreen(user);
    const { event, prompt } = fireInstallable();
    expect(event.defaultPrevented).toBe(true);
    await user.click(await screen.findByRole("button", { name: "Install" }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Install the app" })).toBeNull(),
    );
  });

  it("is offered once a session: after Not now a new offer shows nothing", async () => {
    const user = userEvent.setup();
    const first = renderPrompt();
    await secondScreen(user);
    fireInstallable();
    await user.click(await screen.findByRole("button", { name: "Not now" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Install the app" })).toBeNull(),
    );
    expect(sessionStorage.getItem(INSTALL_PROMPT_SHOWN_KEY)).toBe("1");
    first.unmount();

    renderPrompt();
    await secondScreen(user);
    fireInstallable();
    expect(screen.queryByRole("dialog", { name: "Install the app" })).toBeNull();
  });
});
