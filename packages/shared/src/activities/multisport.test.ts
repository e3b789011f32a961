import { Decoder, Stream } from "@garmin/fitsdk";
import { describe, expect, it } from "vitest";
import { parseActivityFile } from "./activity-file.ts";
import { analyseActivity } from "./analyse-activity.ts";
import { isTransition, transitionTitle } from "./multisport.ts";

/**
 * The fenix2 multisport of fixtures/activities (README.md there): every leg and every transition
 * an activity of its own with its own timer time (docs/decisions/122-stress-fallback-and-multisport.md).
 */
interface NodeFs {
  readFileSync(path: string): Uint8Array;
}
const fs = (await import("node:fs" as string)) as NodeFs;
const testDir = (import.meta as ImportMeta & { dirname: string }).dirname;
const FILE = "activity-large-fenxi2-multisport.fit";
const bytes = new Uint8Array(fs.readFileSync(`${testDir}/../../../../fixtures/activities/${FILE}`));

/**
 * The file's seven session messages as @garmin/fitsdk decodes them (sport, start_time,
 * total_timer_time; total_elapsed_time equals the timer in each): the reference. The first leg
 * says "generic", not swimming, and the legs are run, run and ride, whatever the file's name
 * suggests.
 */
const SESSIONS = [
  { sport: "generic", startTime: "2015-08-29T08:00:01.000Z", timerSec: 11738.24 },
  { sport: "transition", startTime: "2015-08-29T10:30:24.000Z", timerSec: 334.79 },
  { sport: "running", startTime: "2015-08-29T10:36:00.000Z", timerSec: 2294.84 },
  { sport: "transition", startTime: "2015-08-29T11:14:16.000Z", timerSec: 4.3 },
  { sport: "running", startTime: "2015-08-29T11:14:21.000Z", timerSec: 6764.48 },
  { sport: "transition", startTime: "2015-08-29T13:07:07.000Z", timerSec: 269.81 },
  { sport: "cycling", startTime: "2015-08-29T13:11:37.000Z", timerSec: 3211 },
];
/** 11738.24 + 334.79 + 2294.84 + 4.3 + 6764.48 + 269.81 + 3211, of which 608.9 s transitions. */
const MULTISPORT_TIMER_SEC = 24_617.46;

/** 1 %, or 1 s on a short stretch: durations are whole seconds of the 1 s grid (decision 030). */
function expectTime(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.max(expected * 0.01, 1));
}

describe("the fenix2 multisport", () => {
  it("the reference above is the file's own session messages", () => {
    const { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read();
    expect(errors).toEqual([]);
    const sessions = (messages.sessionMesgs ?? []).map((session) => ({
      sport: session.sport,
      startTime: (session.startTime as Date).toISOString(),
      timerSec: session.totalTimerTime,
    }));
    expect(sessions).toEqual(SESSIONS);
    const sum = SESSIONS.reduce((total, session) => total + session.timerSec, 0);
    expect(sum).toBeCloseTo(MULTISPORT_TIMER_SEC, 6);
  });

  it("keeps every leg and every transition with its own timer time", () => {
    const file = parseActivityFile(FILE, bytes);
    expect(file.activities.map((activity) => activity.sourceSport)).toEqual(
      SESSIONS.map((session) => session.sport),
    );
    // Running 1, cycling 2, the transitions none of our sports; the "generic" leg's sport is
    // inferred from its records (decision 120), not this test's business.
    expect(file.activities.slice(1).map((activity) => activity.sportId)).toEqual([
      null,
      1,
      null,
      1,
      null,
      2,
    ]);
    expect(file.activities.map((activity) => activity.title)).toEqual([
      null,
      "Transition 1",
      null,
      "Transition 2",
      null,
      "Transition 3",
      null,
    ]);
    file.activities.forEach((activity, index) => {
      const reference = SESSIONS[index];
      // The first leg also takes the records written before its start_time (fit-activity.ts).
      if (index > 0) expect(activity.startTime).toBe(reference.startTime);
      expect(activity.deviceSummary?.timerTimeSec).toBe(reference.timerSec);
      expectTime(analyseActivity(activity).summary.durationSec, reference.timerSec);
    });
    const total = file.activities
      .map((activity) => analyseActivity(activity).summary.durationSec)
      .reduce((sum, seconds) => sum + seconds, 0);
    expectTime(total, MULTISPORT_TIMER_SEC);
  });
});

describe("isTransition", () => {
  it.each([
    ["transition", true],
    ["transition/generic", true],
    ["running", false],
    ["Transition", false],
    [null, false],
  ])("%s: %s", (sourceSport, expected) => {
    expect(isTransition(sourceSport)).toBe(expected);
  });

  it("names transitions by their place", () => {
    expect(transitionTitle(2)).toBe("Transition 2");
  });
});
