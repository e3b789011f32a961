import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../test/render";
import { PanelBoundary } from "./panel-boundary";

function Broken({ isBroken }: { isBroken: () => boolean }) {
  if (isBroken()) throw new Error("Cannot read properties of undefined (reading 'zones')");
  return <p>Chart drawn</p>;
}

/** A panel whose query throws its failure to the nearest boundary. */
function Figures({ load }: { load: () => Promise<string> }) {
  const figures = useQuery({
    queryKey: ["figures"],
    queryFn: load,
    throwOnError: true,
    retry: false,
  });
  return <p>{figures.data ?? "Loading figures"}</p>;
}

function Page({ isBroken }: { isBroken: () => boolean }) {
  return (
    <>
      <h1>Performance</h1>
      <PanelBoundary title="The chart could not be shown">
        <Broken isBroken={isBroken} />
      </PanelBoundary>
      <PanelBoundary>
        <p>Thresholds table</p>
      </PanelBoundary>
    </>
  );
}

beforeEach(() => {
  // React reports a caught render error on the console; these tests cause one on purpose.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("PanelBoundary", () => {
  it("shows its message in place of a panel that throws, while the other panels still render", async () => {
    let isBroken = true;
    renderRoutes([{ path: "/", element: <Page isBroken={() => isBroken} /> }], "/");

    expect(await screen.findByText("The chart could not be shown")).toBeVisible();
    expect(screen.getByText("Thresholds table")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Performance" })).toBeVisible();
    expect(screen.queryByText("Chart drawn")).toBeNull();
    expect(document.body.textContent).not.toContain("reading 'zones'");
    expect(console.error).toHaveBeenCalled();

    isBroken = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Chart drawn")).toBeVisible();
    expect(screen.queryByText("The chart could not be shown")).toBeNull();
  });

  it("fetches the failed query again on Try again", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("Network down"))
      .mockResolvedValue("CTL 54");
    renderRoutes(
      [
        {
          path: "/",
          element: (
            <>
              <PanelBoundary title="The figures could not be shown">
                <Figures load={load} />
              </PanelBoundary>
              <p>Calendar</p>
            </>
          ),
        },
      ],
      "/",
    );

    expect(await screen.findByText("The figures could not be shown")).toBeVisible();
    expect(screen.getByText("Calendar")).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("CTL 54")).toBeVisible();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
