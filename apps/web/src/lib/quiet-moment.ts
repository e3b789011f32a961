import { useEffect, useRef, useState } from "react";

/** What a person does with the page besides pressing a button: each restarts the wait. */
const ACTIVITY_EVENTS = ["pointermove", "keydown", "wheel"] as const;

/**
 * A drag in progress: dnd-kit marks the item being moved (by pointer or by keyboard) as pressed.
 * A keyboard drag can pause for as long as the person thinks, so quiet time alone is not enough.
 */
const isDragging = () =>
  document.querySelector('[aria-roledescription][aria-pressed="true"]') !== null;

/**
 * A modal dialog (Mantine's modals and drawers mark theirs `aria-modal`) is something the person
 * is in the middle of: a second one would open under or over it and take its focus.
 */
const isDialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * True once, after `isWanted`, the person has done nothing for `quietMs` with no button held,
 * nothing being dragged and no dialog open; it stays true. Something that interrupts (a dialog
 * that takes focus) waits for this so it never lands in the middle of a drag, a click, a typed
 * word or another dialog.
 */
export function useQuietMoment(isWanted: boolean, quietMs: number): boolean {
  const [isQuiet, setQuiet] = useState(false);
  // Followed from the first render, not from `isWanted`: a button pressed before (a drag begun
  // while the survey's check was on its way) is still held when the wait starts.
  const input = useRef({ heldButtons: 0, lastAt: 0 });

  useEffect(() => {
    if (isQuiet) return;
    const state = input.current;
    // Input only notes its time (pointermove fires at the screen's rate); the waiting timer
    // looks at it when it fires.
    const noteInput = () => {
      state.lastAt = Date.now();
    };
    const press = () => {
      state.heldButtons += 1;
      noteInput();
    };
    const release = () => {
      state.heldButtons = Math.max(0, state.heldButtons - 1);
      noteInput();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, noteInput, true);
    window.addEventListener("pointerdown", press, true);
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, noteInput, true);
      window.removeEventListener("pointerdown", press, true);
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
    };
  }, [isQuiet]);

  useEffect(() => {
    if (!isWanted || isQuiet) return;
    const state = input.current;
    let timer = 0;
    // The first look comes quietMs after the wait starts; input since then pushes it back by
    // the rest of the quiet time, a held button, a drag or an open dialog by a whole quiet time.
    const check = () => {
      const sinceInputMs = Date.now() - state.lastAt;
      if (sinceInputMs < quietMs) timer = window.setTimeout(check, quietMs - sinceInputMs);
      else if (state.heldButtons > 0 || isDragging() || isDialogOpen()) {
        timer = window.setTimeout(check, quietMs);
      } else setQuiet(true);
    };
    timer = window.setTimeout(check, quietMs);
    return () => window.clearTimeout(timer);
  }, [isWanted, isQuiet, quietMs]);

  return isQuiet;
}
