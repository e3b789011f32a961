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
 * True once, after `isWanted`, the person has done nothing for `quietMs` with no button held
 * and nothing being dragged; it stays true. Something that interrupts (a dialog that takes
 * focus) waits for this so it never lands in the middle of a drag, a click or a typed word.
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
    // the rest of the quiet time, a held button or a drag by a whole quiet time.
    const check = () => {
      const sinceInputMs = Date.now() - state.lastAt;
      if (sinceInputMs < quietMs) timer = window.setTimeout(check, quietMs - sinceInputMs);
      else if (state.heldButtons > 0 || isDragging()) timer = window.setTimeout(check, quietMs);
      else setQuiet(true);
    };
    timer = window.setTimeout(check, quietMs);
    return () => window.clearTimeout(timer);
  }, [isWanted, isQuiet, quietMs]);

  return isQuiet;
}
