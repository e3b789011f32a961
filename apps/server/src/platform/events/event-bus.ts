import type { AppEvent, AppEventOf, AppEventType } from "@coach/shared/events/app-events";
import type { Executor } from "../../db/client";

/**
 * What happened, told once and heard by every feature that cares
 * (docs/decisions/051-events-and-delivery.md).
 *
 * - `emit(tx, event)` stores the event in the caller's transaction: a rolled-back transaction
 *   has no event.
 * - Subscribers (`eventSubscriber`, listed in `src/background.ts`) run after commit, at least
 *   once, on one instance, retried after a failure: they must be idempotent.
 * - `onEveryInstance` listeners run on every instance for every committed event (the live
 *   channel relays events to the browsers connected to that instance); best effort.
 */
export type EventSubscriber<Type extends AppEventType = AppEventType> = {
  /** Unique, `<feature>.<what it does>`: the name of its job queue. */
  name: string;
  event: Type;
  /** First retry after a failure (default 5 s), doubling after each further one. */
  retryDelaySec?: number;
  handle(event: AppEventOf<Type>, context: { eventId: string }): Promise<void>;
};

export function eventSubscriber<Type extends AppEventType>(
  subscriber: EventSubscriber<Type>,
): EventSubscriber {
  return subscriber as unknown as EventSubscriber;
}

export type EveryInstanceListener = (event: AppEvent, eventId: string) => void;

export interface EventBus {
  emit(executor: Executor, event: AppEvent): Promise<void>;
  onEveryInstance(listener: EveryInstanceListener): () => void;
  /** Starts delivery to these subscribers; once per instance. */
  start(subscribers: EventSubscriber[]): Promise<void>;
  stop(): Promise<void>;
}
