import { useSyncExternalStore } from "react";

/**
 * The athlete a coach is looking at: null when it is the user's own data (see the
 * route guard). UI state only; the server remembers the visited athlete per account.
 */
let selectedAthleteId: number | null = null;
const listeners = new Set<() => void>();

export function setSelectedAthlete(athleteId: number | null) {
  if (athleteId === selectedAthleteId) return;
  selectedAthleteId = athleteId;
  for (const listener of listeners) listener();
}

export function useSelectedAthlete() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => selectedAthleteId,
  );
}
