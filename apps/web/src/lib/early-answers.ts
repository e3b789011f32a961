/**
 * Answers the page asked for while the app's code was still downloading
 * (docs/decisions/133-first-screen-asked-with-the-page.md): `src/early/early-requests.ts`, a
 * small script of its own, asks for the first screen's GETs as soon as the account is known. The
 * API client takes an answer from here instead of asking again, once per address and only while
 * the first screen is being drawn.
 */

/** An answer as the API client reads one: its status and its parsed body. */
export type EarlyAnswer = { status: number; body: unknown };

/** What the early script asked for: by address (path and query), the answer or null (failed). */
export type EarlyAnswers = {
  /** When it asked, on the page's clock (`performance.now()`). */
  askedAtMs: number;
  answers: Map<string, Promise<EarlyAnswer | null>>;
};

declare global {
  interface Window {
    __earlyAnswers?: EarlyAnswers;
  }
}

/**
 * This long after they were asked for, early answers are ignored: they served the first screen,
 * and a later screen must not be drawn from an answer that may have changed since.
 */
export const EARLY_ANSWERS_TTL_MS = 15_000;

/** The early answer for `url`, taken once; undefined when none was asked or it is too old. */
export function takeEarlyAnswer(
  url: string,
  nowMs = performance.now(),
): Promise<EarlyAnswer | null> | undefined {
  const early = window.__earlyAnswers;
  if (!early) return undefined;
  if (nowMs - early.askedAtMs > EARLY_ANSWERS_TTL_MS) {
    delete window.__earlyAnswers;
    return undefined;
  }
  const answer = early.answers.get(url);
  early.answers.delete(url);
  return answer;
}
