import type { DotDay } from "@coach/shared/people/activity-dots";
import type { MyAthletesResponse, PendingAthlete } from "@coach/shared/people/my-athletes.schemas";
import { accountInfoFixture } from "../../../../test/account-info.fixture";

/** Answers of My athletes for the screen tests (not a test file). */

export const coachInfo = accountInfoFixture({ id: 11, isCoach: true, fullName: "Carl Coach" });
export const ownerInfo = accountInfoFixture({
  id: 1,
  isCoach: true,
  isBusinessOwner: true,
  fullName: "Olga Owner",
});

const ANNA = 21;
const BEN = 22;
const CLEO = 23;
export const IDS = { anna: ANNA, ben: BEN, cleo: CLEO };

/** 42 days ending 2031-03-16: rest except a completed 10 March and a missed 12 March. */
function dots(): DotDay[] {
  return Array.from({ length: 42 }, (_, index) => {
    const date = new Date(Date.UTC(2031, 1, 3 + index)).toISOString().slice(0, 10);
    if (date === "2031-03-10") return { date, planned: 1, completed: 1, state: "completed" };
    if (date === "2031-03-12") return { date, planned: 1, completed: 0, state: "missed" };
    return { date, planned: 0, completed: 0, state: "rest" };
  });
}

const athlete = (id: number, fullName: string) => ({
  id,
  fullName,
  email: `${fullName.split(" ")[0]!.toLowerCase()}@example.com`,
  coachId: 11,
  coachName: "Carl Coach",
  profilePictureUrl: null,
  today: "2031-03-16",
});

export const request = (id: number, fullName: string): PendingAthlete => ({
  id,
  fullName,
  name: fullName,
  email: `${fullName.split(" ")[0]!.toLowerCase()}@example.com`,
  signedUpAt: "2031-03-01T10:00:00.000Z",
  signedUpOn: "2031-03-01",
  confirmedAt: null,
  shortDescription: "Marathon in May",
});

export function myAthletesAnswer(): MyAthletesResponse {
  const ids = [ANNA, BEN, CLEO];
  const data = { activities: [], workouts: [], dotsData: dots(), last_communication: null };
  return {
    athletes: [athlete(ANNA, "Anna Berg"), athlete(BEN, "Ben Okafor"), athlete(CLEO, "Cleo Annan")],
    coach_settings: {
      muted_athletes: [BEN],
      last_communication: Object.fromEntries(ids.map((id) => [id, null])),
      last_program_ready_notification: Object.fromEntries(ids.map((id) => [id, null])),
    },
    pendingAthletes: [request(71, "Kim Lee")],
    unregisteredAthletes: [request(72, "Max Roe")],
    athletes_data: Object.fromEntries(ids.map((id) => [id, data])),
    athletesGroups: [
      {
        groupId: 5,
        groupName: "Juniors",
        groupDescription: "Under 20",
        athleteIds: [BEN],
        version: 1,
      },
    ],
    activities: [],
    workouts: [],
  };
}

type Handler = (body: unknown) => { status?: number; body: unknown };
export type Call = { method: string; path: string; body: unknown };

/**
 * A fetch that answers like a server with state: handlers may change the answer that later
 * GETs of My athletes return. Any other call fails the test.
 */
export function serve(
  account: unknown,
  state: { answer: MyAthletesResponse },
  handlers: Record<string, Handler> = {},
) {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const key = `${method} ${url.pathname}`;
    let answer: { status?: number; body: unknown };
    if (key === "GET /api/account/info/") answer = { body: account };
    else if (key === "GET /api/coach/my-athletes/") answer = { body: state.answer };
    else if (handlers[key]) answer = handlers[key]!(body);
    else throw new Error(`unexpected ${key}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  }) as typeof fetch;
  return calls;
}
