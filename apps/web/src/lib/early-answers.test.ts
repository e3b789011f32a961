import { afterEach, describe, expect, it } from "vitest";
import { EARLY_ANSWERS_TTL_MS, type EarlyAnswer, takeEarlyAnswer } from "./early-answers";

const answer = (body: unknown): Promise<EarlyAnswer | null> =>
  Promise.resolve({ status: 200, body });

afterEach(() => {
  delete window.__earlyAnswers;
});

describe("answers asked with the page", () => {
  const asked = (askedAtMs: number) => ({
    askedAtMs,
    answers: new Map([["/api/quickstart/", answer("card")]]),
  });

  it("gives each address's answer once", async () => {
    window.__earlyAnswers = asked(300);
    expect(await takeEarlyAnswer("/api/quickstart/", 800)).toEqual({ status: 200, body: "card" });
    expect(takeEarlyAnswer("/api/quickstart/", 900)).toBeUndefined();
    expect(takeEarlyAnswer("/api/notifications/?page=1", 900)).toBeUndefined();
  });

  it("ignores and drops them all once they are older than the first screen's time", () => {
    window.__earlyAnswers = asked(300);
    expect(takeEarlyAnswer("/api/quickstart/", 300 + EARLY_ANSWERS_TTL_MS + 1)).toBeUndefined();
    expect(window.__earlyAnswers).toBeUndefined();
  });

  it("gives nothing when the page asked for nothing", () => {
    expect(takeEarlyAnswer("/api/quickstart/", 10)).toBeUndefined();
  });
});
