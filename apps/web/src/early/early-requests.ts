/**
 * What the page's own small script does (early-entry.ts, built apart from the app by
 * scripts/first-requests.ts): it runs as soon as it arrives, while the app's code is still
 * downloading, and asks for the signed-in account and then for what the first screen will show
 * (docs/decisions/133-first-screen-asked-with-the-page.md). The app takes these answers
 * (lib/account-info.ts, lib/early-answers.ts) instead of asking after its code has run, a round
 * trip or two later. Without a stored token it does nothing; a refused or failed answer is asked
 * again by the app, which renews an expired token.
 */
import type { AccountInfoResponse } from "@coach/shared/account/account.schemas";
import { answerBody } from "../lib/answer-body";
import type { EarlyAnswer } from "../lib/early-answers";
import { firstScreenRequests, type PageAddress } from "./first-screen-requests";

async function ask(url: string, access: string): Promise<EarlyAnswer | null> {
  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json", Authorization: `Bearer ${access}` },
    });
    return { status: response.status, body: answerBody(await response.text()) };
  } catch {
    return null;
  }
}

/**
 * `ask`, from a task of its own. Traced in Chromium, a page's `fetch()` calls took up to 13 ms
 * each while it loads (four in one task made one long task of 27 ms, about 110 ms on
 * Lighthouse's phone): apart, none of them blocks the page for long.
 */
const askApart = (url: string, access: string) =>
  new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => ask(url, access));

export function askForFirstScreen(page: PageAddress = window.location) {
  try {
    // The app ran first (its code was cached, this script was not): it asks for itself.
    if (window.__accountInfoTaken) return;
    const access = localStorage.getItem("access");
    if (!access) return;
    const answers = new Map<string, Promise<EarlyAnswer | null>>();
    window.__earlyAnswers = { askedAtMs: performance.now(), answers };
    const account = askApart("/api/account/info/", access).then((answer) =>
      answer?.status === 200 ? (answer.body as AccountInfoResponse) : null,
    );
    window.__accountInfoEarly = account;
    // Registered before the app's own wait on the account: every answer below is named before
    // the app can look for it, even those whose request is still to go out.
    void account.then((info) => {
      if (!info) return;
      for (const url of firstScreenRequests(page, info.details)) {
        answers.set(url, askApart(url, access));
      }
    });
  } catch {
    // No storage (a private mode that refuses it): the app asks as usual.
  }
}
