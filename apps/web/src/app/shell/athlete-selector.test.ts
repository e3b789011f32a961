import { describe, expect, it } from "vitest";
import { athleteOfPage } from "./athlete-selector";

const OWN = 2;

describe("the athlete a page is about", () => {
  it("is the one in the address, the user on their own pages, none on others", () => {
    expect(athleteOfPage("/athlete/7/zones", OWN, null)).toBe(7);
    expect(athleteOfPage("/athlete/2/calendar", OWN, null)).toBe(OWN);
    // Her own calendar, zones and activities, even after she looked at an athlete.
    expect(athleteOfPage("/calendar", OWN, 7)).toBe(OWN);
    expect(athleteOfPage("/zones", OWN, null)).toBe(OWN);
    expect(athleteOfPage("/activities", OWN, 7)).toBe(OWN);
    expect(athleteOfPage("/settings", OWN, 7)).toBeNull();
  });

  it("is the activity's athlete on an activity's page", () => {
    expect(athleteOfPage("/activity/501", OWN, 7)).toBe(7);
    expect(athleteOfPage("/activity/501", OWN, null)).toBe(OWN);
  });
});
