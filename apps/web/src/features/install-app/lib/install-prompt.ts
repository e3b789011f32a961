import { useSyncExternalStore } from "react";

/** Chromium's install prompt event, which the DOM typings do not declare. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Set in sessionStorage once the prompt was offered: once a session, whatever the answer. */
export const INSTALL_PROMPT_SHOWN_KEY = "install-prompt-shown";

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's install offer for our own prompt instead of the browser's mini bar. The
 * browser fires it once the page is installable, so this listens from the app's start.
 */
export function listenForInstallPrompt(target: Window = window) {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  };
  const onInstalled = () => {
    deferred = null;
    emit();
  };
  target.addEventListener("beforeinstallprompt", onPrompt);
  target.addEventListener("appinstalled", onInstalled);
  return () => {
    target.removeEventListener("beforeinstallprompt", onPrompt);
    target.removeEventListener("appinstalled", onInstalled);
  };
}

export const installPrompt = {
  current: () => deferred,
  clear() {
    deferred = null;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useInstallPrompt() {
  return useSyncExternalStore(installPrompt.subscribe, installPrompt.current);
}
