import { useCallback, useSyncExternalStore } from "react";

/**
 * The help topics a person has opened, kept in this browser per account (logging out clears it
 * with the rest of localStorage), so the dashboard's tour offers the ones not seen yet.
 */
const keyOf = (accountId: number) => `help-used-topics:${accountId}`;
const listeners = new Set<() => void>();
const EMPTY = "[]";

function read(accountId: number): string {
  return localStorage.getItem(keyOf(accountId)) ?? EMPTY;
}

export function markTopicUsed(accountId: number, topicId: string) {
  const used = parseUsed(read(accountId));
  if (used.includes(topicId)) return;
  localStorage.setItem(keyOf(accountId), JSON.stringify([...used, topicId]));
  for (const listener of listeners) listener();
}

function parseUsed(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The ids of the topics this account has opened here. */
export function useUsedTopics(accountId: number): string[] {
  const getSnapshot = useCallback(() => read(accountId), [accountId]);
  // The snapshot is the stored text, so an unchanged list keeps the same value between renders.
  return parseUsed(useSyncExternalStore(subscribe, getSnapshot));
}
