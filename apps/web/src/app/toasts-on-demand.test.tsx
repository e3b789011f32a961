import { MantineProvider } from "@mantine/core";
import { cleanNotifications, notifications } from "@mantine/notifications";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { theme } from "./theme";
import { ToastsOnDemand } from "./toasts-on-demand";

const renderToasts = () =>
  render(
    <MantineProvider theme={theme}>
      <ToastsOnDemand />
    </MantineProvider>,
  );

afterEach(() => act(() => cleanNotifications()));

describe("toasts on demand", () => {
  it("draws nothing until a toast is shown, then shows it", async () => {
    renderToasts();
    // Time for the toasts' code to load and draw, had it been asked for.
    await act(async () => {
      await import("./toasts");
    });
    expect(document.querySelector(".mantine-Notifications-root")).toBeNull();
    act(() => {
      notifications.show({ message: "Workout saved", autoClose: false });
    });
    expect(await screen.findByText("Workout saved")).toBeInTheDocument();
  });

  it("shows a toast that came before its code was loaded", async () => {
    act(() => {
      notifications.show({ message: "Session expired", autoClose: false });
    });
    renderToasts();
    expect(await screen.findByText("Session expired")).toBeInTheDocument();
  });
});
