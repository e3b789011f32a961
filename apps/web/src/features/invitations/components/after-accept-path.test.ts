import { describe, expect, it } from "vitest";
import { afterAcceptPath } from "./after-accept-path";

describe("afterAcceptPath", () => {
  it.each([
    [
      { kind: "coach_to_athlete", athleteId: 7, onBoardingId: 3 },
      null,
      "/athlete/7/athlete-profile?showOnBoard=true",
    ],
    [
      { kind: "coach_to_athlete", athleteId: 7, onBoardingId: 3 },
      "zones",
      "/athlete/7/athlete-profile?showOnBoard=true",
    ],
    [{ kind: "coach_to_athlete", athleteId: 7, onBoardingId: null }, null, "/calendar"],
    [
      { kind: "coach_to_athlete", athleteId: 7, onBoardingId: null },
      "zones",
      "/zones?showInfo=true",
    ],
    [{ kind: "coach_to_athlete", athleteId: 7, onBoardingId: null }, "athletes", "/my-athletes"],
    [{ kind: "coach_to_athlete", athleteId: 7, onBoardingId: null }, "elsewhere", "/calendar"],
    [{ kind: "athlete_to_coach", athleteId: 9, onBoardingId: null }, null, "/athlete/9/calendar"],
    [{ kind: "athlete_to_coach", athleteId: null, onBoardingId: null }, null, "/my-athletes"],
    [{ kind: "business_coach", athleteId: null, onBoardingId: null }, null, "/dashboard"],
  ] as const)("%o with redirect %s goes to %s", (answer, redirect, path) => {
    expect(afterAcceptPath(answer, redirect)).toBe(path);
  });
});
