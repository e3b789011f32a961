import { useCallback, useEffect, useRef } from "react";
import { inBatches, useMarkRead } from "../api/mark-read";

/** Spec: unread items scrolled into view are marked read after 2 seconds. */
export const READ_DELAY_MS = 2000;

/**
 * Marks unread notifications read once seen: each item registers through `observe` (a ref
 * callback) with `data-notification-id`, and `data-unread` while unread. An unread item that
 * comes into view joins a queue; 2 seconds after the first one, the queue goes in one call.
 * An id is queued once per mounted list, so a refetch that still says unread does not loop.
 */
export function useReadMarking() {
  const { mutate } = useMarkRead({ isSilent: true });
  const mutateRef = useRef(mutate);
  mutateRef.current = mutate;
  const queued = useRef(new Set<number>());
  const seen = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);

  const flush = useCallback(() => {
    timer.current = null;
    const ids = [...queued.current];
    queued.current.clear();
    for (const batch of inBatches(ids)) mutateRef.current(batch);
  }, []);

  const enqueue = useCallback(
    (id: number) => {
      if (!Number.isInteger(id) || seen.current.has(id)) return;
      seen.current.add(id);
      queued.current.add(id);
      timer.current ??= setTimeout(flush, READ_DELAY_MS);
    },
    [flush],
  );

  const getObserver = useCallback(() => {
    // Without the API (old browsers, jsdom) nothing is marked on sight; Mark all still works.
    if (observer.current || typeof IntersectionObserver === "undefined") return observer.current;
    observer.current = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (entry.isIntersecting && element.dataset.unread !== undefined) {
          enqueue(Number(element.dataset.notificationId));
        }
      }
    });
    return observer.current;
  }, [enqueue]);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      queued.current.clear();
      seen.current.clear();
    },
    [],
  );

  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const current = getObserver();
      current?.observe(element);
      return () => current?.unobserve(element);
    },
    [getObserver],
  );
}
