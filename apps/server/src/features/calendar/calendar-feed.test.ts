import { addDays } from "@coach/shared/units/iso-week";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarPeople,
  caller,
  expectStatus,
  paths,
  restDay,
  run,
  todayInZone,
} from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { buildCalendar, escapeText, foldLine } from "./ical";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 5545 section 3.1: a CRLF followed by one space or tab is removed when reading. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets without cutting a character", () => {
    const line = `DESCRIPTION:${"é".repeat(40)}${"x".repeat(60)}🏊${"y".repeat(20)}`;
    const folded = foldLine(line);
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toEqual(["SHORT:line"]);
  });

  it("writes CRLF lines and all-day events", () => {
    const text = buildCalendar({
      name: "Ann: training",
      events: [
        {
          uid: "workout-1@example.com",
          stamp: new Date("2030-01-02T03:04:05.678Z"),
          startDate: "2030-01-31",
          endDateExclusive: "2030-02-01",
          summary: "Running: Tempo",
          description: "",
        },
      ],
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "").includes("\n")).toBe(false);
    expect(text.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Endurance Coach//Training calendar//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Ann: training",
      "BEGIN:VEVENT",
      "UID:workout-1@example.com",
      "DTSTAMP:20300102T030405Z",
      "DTSTART;VALUE=DATE:20300131",
      "DTEND;VALUE=DATE:20300201",
      "SUMMARY:Running: Tempo",
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });
});

describe("the calendar feed", () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it("serves the athlete's workouts, races and unavailability of the window", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const today = todayInZone("UTC");
    const instructions =
      "Warm up well; then 3 x 10 min, easy between.\nBring gels, water \\ electrolytes, and a long " +
      "enough sentence to need folding twice at seventy-five octets: très bien, ça roule.";
    const tempo = { ...run("Tempo, hard; really"), instructions, date: addDays(today, 3) };
    expectStatus(await call(coach, "POST", p.workouts, tempo), 201);
    expectStatus(
      await call(coach, "POST", p.workouts, { ...restDay(), date: addDays(today, 4) }),
      201,
    );
    const past = { ...run("Last month"), date: addDays(today, -30) };
    expectStatus(await call(coach, "POST", p.workouts, past), 201);
    const tooOld = { ...run("Too old"), date: addDays(today, -31) };
    expectStatus(await call(coach, "POST", p.workouts, tooOld), 201);
    const tooFar = { ...run("Too far"), date: addDays(today, 181) };
    expectStatus(await call(coach, "POST", p.workouts, tooFar), 201);
    const race = { date: addDays(today, 60), name: "City 10k", distance: 10000, priority: "A" };
    expectStatus(await call(coach, "POST", p.races, race), 201);
    const off = { startDate: addDays(today, 10), endDate: addDays(today, 12), reason: "Work trip" };
    expectStatus(await call(coach, "POST", p.unavailability, off), 201);

    const created = await call(athlete, "POST", p.feed);
    expectStatus(created, 201);
    const { url } = created.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await ctx.app.inject({ method: "GET", url: feedPath(url) });
    expectStatus(feed, 200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const lines = feed.body.split("\r\n");
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    const text = unfold(feed.body);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    const compact = (date: string) => date.replaceAll("-", "");
    expect(text).toContain("SUMMARY:Running: Tempo\\, hard\\; really\r\n");
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact(addDays(today, 3))}\r\n`);
    expect(text).toContain(`DTEND;VALUE=DATE:${compact(addDays(today, 4))}\r\n`);
    // Heart-rate zone steps have no distance, so the figures are duration and stress.
    expect(text).toContain(
      "DESCRIPTION:Duration: 30:00\\nStress: 100\\n\\nWarm up well\\; then 3 x 10 min\\, easy between.\\nBring gels\\, " +
        "water \\\\ electrolytes\\, and a long enough sentence to need folding twice at " +
        "seventy-five octets: très bien\\, ça roule.\r\n",
    );
    expect(text).toContain("SUMMARY:Rest day\r\n");
    expect(text).toContain("SUMMARY:Running: Last month\r\n");
    expect(text).not.toContain("Too old");
    expect(text).not.toContain("Too far");
    expect(text).toContain("SUMMARY:Race (A): City 10k\r\nDESCRIPTION:Distance: 10 km\r\n");
    expect(text).toContain(
      `DTSTART;VALUE=DATE:${compact(addDays(today, 10))}\r\nDTEND;VALUE=DATE:${compact(addDays(today, 13))}\r\nSUMMARY:Unavailable: Work trip\r\n`,
    );
  });

  it("is created by the athlete only; a renewed or unknown token gives 404", async () => {
    const { athlete, coach, owner, outsider } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    for (const person of [coach, owner]) {
      const refused = await call(person, "POST", p.feed);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: "You do not have permission to perform this action.",
      });
    }
    expect((await call(outsider, "POST", p.feed)).statusCode).toBe(404);
    expect((await call(null, "POST", p.feed)).statusCode).toBe(401);

    const first = (await call(athlete, "POST", p.feed)).json().url;
    expectStatus(await ctx.app.inject({ method: "GET", url: feedPath(first) }), 200);
    const second = (await call(athlete, "POST", p.feed)).json().url;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: "GET", url: feedPath(first) })).statusCode).toBe(404);
    expectStatus(await ctx.app.inject({ method: "GET", url: feedPath(second) }), 200);
    const unknown = `/api/calendar/feed/${"A".repeat(43)}.ics`;
    expect((await ctx.app.inject({ method: "GET", url: unknown })).statusCode).toBe(404);
    const noSuffix = feedPath(second).replace(/\.ics$/, "");
    expect((await ctx.app.inject({ method: "GET", url: noSuffix })).statusCode).toBe(404);
  });
});
