import { useSyncExternalStore } from "react";

/**
 * The signed-in session: the two tokens, kept in localStorage so a reload stays signed in.
 * Logging out clears all of localStorage.
 */
const ACCESS_KEY = "access";
const REFRESH_KEY = "refresh";
const listeners = new Set<() => void>();

export type SessionTokens = { access: string; refresh: string };

function emit() {
  for (const listener of listeners) listener();
}

export const session = {
  access: () => localStorage.getItem(ACCESS_KEY),
  refresh: () => localStorage.getItem(REFRESH_KEY),
  isSignedIn: () => Boolean(localStorage.getItem(REFRESH_KEY) || localStorage.getItem(ACCESS_KEY)),
  setTokens(tokens: SessionTokens) {
    localStorage.setItem(ACCESS_KEY, tokens.access);
    localStorage.setItem(REFRESH_KEY, tokens.refresh);
    emit();
  },
  setAccess(access: string) {
    localStorage.setItem(ACCESS_KEY, access);
  },
  clear() {
    localStorage.clear();
    sessionStorage.clear();
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useIsSignedIn() {
  return useSyncExternalStore(session.subscribe, session.isSignedIn);
}
