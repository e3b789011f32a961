import { act, fireEvent, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useQuietMoment } from "./quiet-moment";

const QUIET_MS = 2000;

describe("useQuietMoment", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it("waits only while wanted, then for the quiet time, and stays quiet", () => {
    const { result, rerender } = renderHook(({ isWanted }) => useQuietMoment(isWanted, QUIET_MS), {
      initialProps: { isWanted: false },
    });
    act(() => vi.advanceTimersByTime(10 * QUIET_MS));
    expect(result.current).toBe(false);
    rerender({ isWanted: true });
    act(() => vi.advanceTimersByTime(QUIET_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    fireEvent.keyDown(window, { key: "a" });
    expect(result.current).toBe(true);
  });

  it("restarts the wait on every move, key and wheel", () => {
    const { result } = renderHook(() => useQuietMoment(true, QUIET_MS));
    for (const happen of [
      () => fireEvent.pointerMove(window),
      () => fireEvent.keyDown(window, { key: "ArrowDown" }),
      () => fireEvent.wheel(window),
    ]) {
      act(() => vi.advanceTimersByTime(QUIET_MS - 1));
      happen();
    }
    act(() => vi.advanceTimersByTime(QUIET_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it("is not quiet while a keyboard drag holds an item, however long the pause", () => {
    // What dnd-kit puts on the item a person has picked up with Space.
    const handle = document.createElement("button");
    handle.setAttribute("aria-roledescription", "sortable");
    handle.setAttribute("aria-pressed", "true");
    document.body.append(handle);
    const { result } = renderHook(() => useQuietMoment(true, QUIET_MS));
    act(() => vi.advanceTimersByTime(30 * QUIET_MS));
    expect(result.current).toBe(false);
    handle.removeAttribute("aria-pressed");
    act(() => vi.advanceTimersByTime(QUIET_MS));
    expect(result.current).toBe(true);
  });

  it("is not quiet while a modal dialog is open, until it closes", () => {
    // What Mantine's Modal and Drawer render for their content.
    const dialog = document.createElement("section");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    document.body.append(dialog);
    const { result } = renderHook(() => useQuietMoment(true, QUIET_MS));
    act(() => vi.advanceTimersByTime(30 * QUIET_MS));
    expect(result.current).toBe(false);
    dialog.remove();
    act(() => vi.advanceTimersByTime(QUIET_MS));
    expect(result.current).toBe(true);
  });

  it("is not quiet while a pointer button is held, until it is released", () => {
    const { result } = renderHook(() => useQuietMoment(true, QUIET_MS));
    fireEvent.pointerDown(window);
    act(() => vi.advanceTimersByTime(30 * QUIET_MS));
    expect(result.current).toBe(false);
    fireEvent.pointerUp(window);
    act(() => vi.advanceTimersByTime(QUIET_MS));
    expect(result.current).toBe(true);
  });

  it("knows of a button pressed before the wait began", () => {
    const { result, rerender } = renderHook(({ isWanted }) => useQuietMoment(isWanted, QUIET_MS), {
      initialProps: { isWanted: false },
    });
    fireEvent.pointerDown(window);
    act(() => vi.advanceTimersByTime(QUIET_MS));
    rerender({ isWanted: true });
    act(() => vi.advanceTimersByTime(30 * QUIET_MS));
    expect(result.current).toBe(false);
    fireEvent.pointerUp(window);
    act(() => vi.advanceTimersByTime(QUIET_MS));
    expect(result.current).toBe(true);
  });
});
