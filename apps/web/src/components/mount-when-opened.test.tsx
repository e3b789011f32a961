import { render, screen } from "@testing-library/react";
import { lazy } from "react";
import { describe, expect, it, vi } from "vitest";
import { MountWhenOpened } from "./mount-when-opened";

function Dialog({ opened }: { opened: boolean }) {
  return <p>{opened ? "Dialog open" : "Dialog closing"}</p>;
}

describe("MountWhenOpened", () => {
  it("loads a lazy dialog when it is first opened, and keeps it mounted once closed", async () => {
    const load = vi.fn(() => Promise.resolve({ default: Dialog }));
    const LazyDialog = lazy(load);
    const page = (opened: boolean) => (
      <MountWhenOpened isOpen={opened}>
        <LazyDialog opened={opened} />
      </MountWhenOpened>
    );
    const view = render(page(false));
    view.rerender(page(false));
    expect(load).not.toHaveBeenCalled();
    expect(view.container.textContent).toBe("");

    view.rerender(page(true));
    expect(await screen.findByText("Dialog open")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    // Closed: still mounted, so that the dialog can play its closing transition.
    view.rerender(page(false));
    expect(screen.getByText("Dialog closing")).toBeTruthy();
    view.rerender(page(true));
    expect(screen.getByText("Dialog open")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
