import { useEffect, useState } from "react";

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

  useEffect(() => {
    if (!isWanted || isQuiet) return;
    let heldButtons = 0;
    let timer = 0;
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, quietMs);
    };
    const check = () => {
      if (heldButtons > 0 || isDragging()) restart();
      else setQuiet(true);
    };
    const press = () => {
      heldButtons += 1;
      restart();
    };
    const release = () => {
      heldButtons = Math.max(0, heldButtons - 1);
      restart();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, restart, true);
    window.addEventListener("pointerdown", press, true);
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    restart();
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart, true);
      window.removeEventListener("pointerdown", press, true);
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
    };
  }, [isWanted, isQuiet, quietMs]);

  return isQuiet;
}
