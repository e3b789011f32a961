import { type AppEvent, AppEventSchema } from "@coach/shared/events/app-events";
import type { EventBus, EventSubscriber, EveryInstanceListener } from "./event-bus";

export type FakeEventBus = EventBus & {
  /** Every event emitted, in order. */
  readonly emitted: readonly AppEvent[];
  hasPending(): boolean;
  /** Delivers the events emitted since the last call to the listeners and the subscribers. */
  deliverAll(): Promise<void>;
};

/**
 * The event bus of the feature tests: events wait in memory until the test delivers them. It
 * cannot see a transaction's outcome, so it delivers events of rolled-back transactions too;
 * the real bus's rules are proven in its own tests.
 */
export function fakeEventBus(): FakeEventBus {
  const emitted: AppEvent[] = [];
  const listeners = new Set<EveryInstanceListener>();
  let subscribers: EventSubscriber[] = [];
  let delivered = 0;
  return {
    emitted,
    async emit(_executor, event) {
      emitted.push(AppEventSchema.parse(event));
    },
    onEveryInstance(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start(list) {
      subscribers = list;
    },
    async stop() {},
    hasPending: () => delivered < emitted.length,
    async deliverAll() {
      while (delivered < emitted.length) {
        const event = emitted[delivered]!;
        const eventId = String(++delivered);
        for (const listener of listeners) listener(event, eventId);
        for (const subscriber of subscribers) {
          if (subscriber.event === event.type) await subscriber.handle(event, { eventId });
        }
      }
    },
  };
}
