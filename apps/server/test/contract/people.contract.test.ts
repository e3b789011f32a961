import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { businessCoaches } from "../../src/db/schema";
import { createUser, linkCoach } from "../factories";
import { createTestApp, type TestContext } from "../test-app";
import {
  type ContractWorld,
  contractCaller,
  createWorld,
  expectShape,
  FORBIDDEN,
  specCall,
} from "./contract-support";
import {
  BusinessCoach,
  CoachListAthlete,
  CreatedGroup,
  MyAthletesData,
  PendingAthlete,
  PublicSubdomainInfo,
  RankingEntry,
} from "./spec-shapes";

/**
 * Document 000, section 7, "People", with the spec's payloads; section 6's refusals: what only a
 * coach may do answers an athlete the spec's 403, what only an owner may do answers a coach and
 * an athlete the same, and the people of another business find nothing (404) of this one.
 */

let ctx: TestContext;
let world: ContractWorld;
const call = contractCaller(() => ctx);
type Person = ContractWorld["owner"];
type Method = "GET" | "POST" | "PUT" | "DELETE";

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

/** Section 8: 'You do not have permission to perform this action.' to each of `people`. */
async function expectForbidden(people: Person[], method: Method, url: string, body?: unknown) {
  for (const person of people) {
    const refused = await call(person, method, url, body);
    expect(refused.status, `${method} ${url} as ${person.email}`).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
  }
  expect((await call(null, method, url, body)).status).toBe(401);
}

/** What another business's people get for something of this one: nothing found. */
async function expectNotFound(people: Person[], method: Method, url: string, body?: unknown) {
  for (const person of people) {
    const refused = await call(person, method, url, body);
    expect(refused.status, `${method} ${url} as ${person.email}`).toBe(404);
  }
}

/** Another athlete of business A, coached by its coach. */
async function newAthleteOfCoach() {
  const athlete = await createUser(ctx.db, "athlete");
  await linkCoach(ctx.db, world.coach.id, athlete.id, world.businessId);
  return athlete;
}

describe("coaches and athletes", () => {
  it(specCall("GET api/athlete/coaches/"), async () => {
    const answer = await call(world.athlete, "GET", "/api/athlete/coaches/");
    expect(answer.status).toBe(200);
    // The spec names no answer; ours lists the athlete's coaches as Coach entities (id, name).
    const { coaches } = expectShape(
      answer.body,
      z.object({ coaches: z.array(BusinessCoach.pick({ id: true, name: true })) }),
    );
    expect(coaches.map((coach) => coach.id)).toEqual([world.coach.id]);
    expect(coaches[0]!.name).toBe("Carl Coach");
    const other = await call(world.otherAthlete, "GET", "/api/athlete/coaches/");
    expect((other.body as { coaches: { id: number }[] }).coaches.map((c) => c.id)).toEqual([
      world.otherCoach.id,
    ]);
    expect((await call(null, "GET", "/api/athlete/coaches/")).status).toBe(401);
  });

  it(specCall("GET api/coach/athletes/"), async () => {
    for (const person of [world.coach, world.owner]) {
      const answer = await call(person, "GET", "/api/coach/athletes/");
      expect(answer.status).toBe(200);
      const { athletes } = expectShape(
        answer.body,
        z.object({ athletes: z.array(CoachListAthlete) }),
      );
      expect(athletes.map((athlete) => athlete.id)).toContain(world.athlete.id);
      expect(athletes.map((athlete) => athlete.id)).not.toContain(world.otherAthlete.id);
    }
    for (const person of [world.otherCoach, world.otherOwner]) {
      const theirs = await call(person, "GET", "/api/coach/athletes/");
      expect(JSON.stringify(theirs.body)).not.toContain(world.athlete.email);
    }
    await expectForbidden([world.athlete], "GET", "/api/coach/athletes/");
  });

  it(specCall("GET api/coach/my-athletes/"), async () => {
    const answer = await call(world.coach, "GET", "/api/coach/my-athletes/");
    expect(answer.status).toBe(200);
    const data = expectShape(answer.body, MyAthletesData);
    expect(Object.keys(data.athletes_data)).toEqual([String(world.athlete.id)]);
    const other = await call(world.otherCoach, "GET", "/api/coach/my-athletes/");
    expect(Object.keys(expectShape(other.body, MyAthletesData).athletes_data)).toEqual([
      String(world.otherAthlete.id),
    ]);
    await expectForbidden([world.athlete], "GET", "/api/coach/my-athletes/");
  });

  it(specCall("POST api/coach/mute/"), async () => {
    const body = { athlete: world.athlete.id, mute: true };
    const answer = await call(world.coach, "POST", "/api/coach/mute/", body);
    expect(answer.status).toBe(200);
    const data = await call(world.coach, "GET", "/api/coach/my-athletes/");
    expect(expectShape(data.body, MyAthletesData).coach_settings.muted_athletes).toEqual([
      world.athlete.id,
    ]);
    const unmuted = await call(world.coach, "POST", "/api/coach/mute/", { ...body, mute: false });
    expect(unmuted.status).toBe(200);
    await expectNotFound([world.otherCoach, world.otherOwner], "POST", "/api/coach/mute/", body);
    await expectForbidden([world.otherAthlete], "POST", "/api/coach/mute/", body);
  });

  it(specCall("POST api/coach/athletes/remove"), async () => {
    const leaving = await newAthleteOfCoach();
    const body = { athlete: leaving.id };
    await expectNotFound(
      [world.otherCoach, world.otherOwner],
      "POST",
      "/api/coach/athletes/remove",
      body,
    );
    await expectForbidden([leaving], "POST", "/api/coach/athletes/remove", body);
    const answer = await call(world.coach, "POST", "/api/coach/athletes/remove", body);
    expect(answer.status).toBe(200);
    const list = await call(world.coach, "GET", "/api/coach/athletes/");
    const { athletes } = list.body as { athletes: { id: number }[] };
    expect(athletes.map((athlete) => athlete.id)).not.toContain(leaving.id);
  });

  it(specCall("GET api/coach/rankings/"), async () => {
    const answer = await call(world.coach, "GET", "/api/coach/rankings/");
    expect(answer.status).toBe(200);
    // The spec names the entries; ours holds them in ranking, mostGreen and mostRed.
    const body = expectShape(
      answer.body,
      z.object({
        ranking: z.array(RankingEntry),
        mostGreen: z.array(RankingEntry),
        mostRed: z.array(RankingEntry),
      }),
    );
    expect(body.ranking).toHaveLength(1);
    // Nothing planned or done: every count 0, and 0 % (completed / total_workouts, none).
    expect(body.ranking[0]).toMatchObject({
      commitment_12_months: { completed: 0, almost: 0, failed: 0, unplanned: 0 },
      total_workouts: 0,
      total_activities: 0,
      commitmentPercent: 0,
    });
    expect(body.ranking[0]!.athlete_config).toMatchObject({ user_id: world.athlete.id });
    const other = await call(world.otherOwner, "GET", "/api/coach/rankings/");
    expect(JSON.stringify(other.body)).not.toContain(`"user_id":${world.athlete.id},`);
    await expectForbidden([world.athlete], "GET", "/api/coach/rankings/");
  });
});

describe("groups", () => {
  const GROUPS = "/api/coach/athletes-groups/";
  const MEMBERS = "/api/coach/athletes-to-groups/";

  async function newGroup(groupName: string) {
    const answer = await call(world.coach, "POST", GROUPS, {
      groupName,
      groupDescription: "Sunday long runs",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return expectShape(answer.body, CreatedGroup);
  }

  it(specCall("POST api/coach/athletes-groups/"), async () => {
    const group = await newGroup("Marathoners");
    expect(group).toMatchObject({ name: "Marathoners", description: "Sunday long runs" });
    const duplicate = await call(world.coach, "POST", GROUPS, {
      groupName: "marathoners",
      groupDescription: "",
    });
    expect(duplicate.status).toBe(400);
    expect(JSON.stringify(duplicate.body)).toContain("Group name exists");
    await expectForbidden([world.athlete], "POST", GROUPS, { groupName: "Mine" });
  });

  it(specCall("PUT api/coach/athletes-groups/"), async () => {
    const group = await newGroup("Triathletes");
    // "PUT with the group": the group as the list holds it.
    const body = { groupId: group.id, groupName: "Triathletes 2027", groupDescription: "Ironman" };
    const answer = await call(world.coach, "PUT", GROUPS, body);
    expect(answer.status).toBe(200);
    expect(expectShape(answer.body, CreatedGroup)).toMatchObject({
      id: group.id,
      name: "Triathletes 2027",
      description: "Ironman",
    });
    await expectNotFound([world.otherCoach, world.otherOwner], "PUT", GROUPS, body);
    await expectForbidden([world.athlete], "PUT", GROUPS, body);
  });

  it(specCall("DELETE api/coach/athletes-groups/"), async () => {
    const group = await newGroup("Cyclists");
    const body = { groupId: group.id };
    await expectNotFound([world.otherCoach, world.otherOwner], "DELETE", GROUPS, body);
    await expectForbidden([world.athlete], "DELETE", GROUPS, body);
    const answer = await call(world.coach, "DELETE", GROUPS, body);
    expect(answer.status).toBe(200);
    const data = await call(world.coach, "GET", "/api/coach/my-athletes/");
    const groups = expectShape(data.body, MyAthletesData).athletesGroups;
    expect(groups.map((item) => item.groupId)).not.toContain(group.id);
  });

  it(specCall("POST api/coach/athletes-to-groups/"), async () => {
    const group = await newGroup("Swimmers");
    const body = { athletes: [world.athlete.id], groupId: group.id };
    const answer = await call(world.coach, "POST", MEMBERS, body);
    expect(answer.status).toBe(200);
    const data = await call(world.coach, "GET", "/api/coach/my-athletes/");
    const stored = expectShape(data.body, MyAthletesData).athletesGroups.find(
      (item) => item.groupId === group.id,
    );
    expect(stored).toMatchObject({ groupName: "Swimmers", athleteIds: [world.athlete.id] });
    await expectNotFound([world.otherCoach, world.otherOwner], "POST", MEMBERS, body);
    await expectForbidden([world.athlete], "POST", MEMBERS, body);
  });

  it(specCall("DELETE api/coach/athletes-to-groups/"), async () => {
    const group = await newGroup("Runners");
    await call(world.coach, "POST", MEMBERS, { athletes: [world.athlete.id], groupId: group.id });
    const body = { athleteId: world.athlete.id, groupId: group.id };
    await expectNotFound([world.otherCoach, world.otherOwner], "DELETE", MEMBERS, body);
    await expectForbidden([world.athlete], "DELETE", MEMBERS, body);
    const answer = await call(world.coach, "DELETE", MEMBERS, body);
    expect(answer.status).toBe(200);
    const data = await call(world.coach, "GET", "/api/coach/my-athletes/");
    const stored = expectShape(data.body, MyAthletesData).athletesGroups.find(
      (item) => item.groupId === group.id,
    );
    expect(stored?.athleteIds).toEqual([]);
  });
});

describe("the business owner's people", () => {
  it(specCall("POST api/business-owner/athletes/"), async () => {
    const body = { full_name: "Rita Runner", email: `rita-${crypto.randomUUID()}@example.com` };
    const answer = await call(world.owner, "POST", "/api/business-owner/athletes/", body);
    expect(answer.status).toBe(201);
    // "answer: new athlete id; the athlete list is then refetched".
    const { id } = expectShape(answer.body, z.object({ id: z.number().int().positive() }));
    const list = await call(world.owner, "GET", "/api/coach/athletes/");
    const { athletes } = expectShape(list.body, z.object({ athletes: z.array(CoachListAthlete) }));
    expect(athletes.find((athlete) => athlete.id === id)).toMatchObject({
      fullName: "Rita Runner",
    });
    const bad = await call(world.owner, "POST", "/api/business-owner/athletes/", {
      full_name: "Rita",
      email: "not an address",
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Please enter a valid full name");
    expect(JSON.stringify(bad.body)).toContain("Please enter a valid email");
    await expectForbidden([world.coach, world.athlete], "POST", "/api/business-owner/athletes/", {
      full_name: "Sam Swimmer",
      email: `sam-${crypto.randomUUID()}@example.com`,
    });
  });

  it(specCall("GET /api/business-owner/coach/"), async () => {
    const url = "/api/business-owner/coach/?include_athletes=true";
    const answer = await call(world.owner, "GET", url);
    expect(answer.status).toBe(200);
    const { coaches } = expectShape(answer.body, z.object({ coaches: z.array(BusinessCoach) }));
    const coach = coaches.find((item) => item.id === world.coach.id);
    expect(coach).toMatchObject({ type: "coach", name: "Carl Coach" });
    expect(JSON.stringify(coach!.athletes)).toContain(`"id":${world.athlete.id}`);
    expect(coaches.map((item) => item.id)).not.toContain(world.otherCoach.id);
    const other = await call(world.otherOwner, "GET", url);
    const theirs = expectShape(other.body, z.object({ coaches: z.array(BusinessCoach) })).coaches;
    expect(theirs.map((item) => item.id)).not.toContain(world.coach.id);
    await expectForbidden([world.coach, world.athlete], "GET", url);
  });

  it(specCall("POST /api/business-owner/coach-invitations/"), async () => {
    const url = "/api/business-owner/coach-invitations/";
    const email = `nora-${crypto.randomUUID()}@example.com`;
    const answer = await call(world.owner, "POST", url, { email, full_name: "Nora New" });
    expect(answer.status).toBe(201);
    // The invited coach is listed as new-coach (pending) until they join.
    const list = await call(world.owner, "GET", "/api/business-owner/coach/");
    const { coaches } = expectShape(list.body, z.object({ coaches: z.array(BusinessCoach) }));
    expect(coaches.find((item) => item.type === "new-coach")).toMatchObject({ name: "Nora New" });
    const bad = await call(world.owner, "POST", url, { email: "nora", full_name: "N" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("The name should be at least two characters");
    await expectForbidden([world.coach, world.athlete], "POST", url, {
      email: `x-${crypto.randomUUID()}@example.com`,
      full_name: "Xena Coach",
    });
  });

  it(specCall("POST /api/business-owner/coach/{id}/assign-to-athlete"), async () => {
    const url = `/api/business-owner/coach/${world.owner.id}/assign-to-athlete`;
    const body = { athlete_id: world.athlete.id };
    const answer = await call(world.owner, "POST", url, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "Succesfully assigned athlete to coach" });
    // Another business's owner names neither this coach nor this athlete.
    await expectNotFound([world.otherOwner], "POST", url, body);
    await expectNotFound(
      [world.owner],
      "POST",
      `/api/business-owner/coach/${world.otherCoach.id}/assign-to-athlete`,
      body,
    );
    await expectForbidden([world.coach, world.athlete], "POST", url, body);
  });

  it(specCall("DELETE /api/coach/{id}/"), async () => {
    const leaving = await createUser(ctx.db, "coach");
    await ctx.db
      .insert(businessCoaches)
      .values({ businessId: world.businessId, coachId: leaving.id });
    const url = `/api/coach/${leaving.id}/`;
    await expectNotFound([world.otherOwner], "DELETE", url);
    await expectForbidden([world.coach, world.athlete], "DELETE", url);
    const answer = await call(world.owner, "DELETE", url);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "Succesfully removed coach" });
    const list = await call(world.owner, "GET", "/api/business-owner/coach/");
    expect(JSON.stringify(list.body)).not.toContain(`"id":${leaving.id},`);
  });
});

describe("sign-ups through the business page", () => {
  /** A visitor's request through the business's page, as the owner's list shows it. */
  async function signUp(fullName: string) {
    const email = `visitor-${crypto.randomUUID()}@example.com`;
    const requested = await call(null, "POST", "/api/auth/register/athlete-request", {
      subdomain: `biz${world.owner.id}`,
      athletesFullName: fullName,
      email,
      shortIntroduction: "First marathon",
      acceptTermsAndConditions: true,
    });
    expect(requested.status).toBe(201);
    const list = await call(world.owner, "GET", "/api/subdomain/requests");
    const requests = expectShape(list.body, z.array(PendingAthlete));
    return requests.find((item) => item.email === email)!;
  }

  it(specCall("GET api/subdomain/requests"), async () => {
    const request = await signUp("Vera Visitor");
    expect(request).toMatchObject({ fullName: "Vera Visitor", shortDescription: "First marathon" });
    const other = await call(world.otherOwner, "GET", "/api/subdomain/requests");
    expect(other.status).toBe(200);
    expect(expectShape(other.body, z.array(PendingAthlete))).toEqual([]);
    await expectForbidden([world.coach, world.athlete], "GET", "/api/subdomain/requests");
  });

  it(specCall("POST api/subdomain/requests/accept"), async () => {
    const request = await signUp("Alma Accepted");
    const url = "/api/subdomain/requests/accept";
    await expectNotFound([world.otherOwner], "POST", url, { id: request.id });
    await expectForbidden([world.coach, world.athlete], "POST", url, { id: request.id });
    const answer = await call(world.owner, "POST", url, { id: request.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: "New Athlete Sign-up Confirmed" });
  });

  it(specCall("POST api/subdomain/requests/cancel"), async () => {
    const request = await signUp("Cleo Cancelled");
    const url = "/api/subdomain/requests/cancel";
    await expectNotFound([world.otherOwner], "POST", url, { id: request.id });
    await expectForbidden([world.coach, world.athlete], "POST", url, { id: request.id });
    const answer = await call(world.owner, "POST", url, { id: request.id });
    expect(answer.status).toBe(200);
    const list = await call(world.owner, "GET", "/api/subdomain/requests");
    const ids = expectShape(list.body, z.array(PendingAthlete)).map((item) => item.id);
    expect(ids).not.toContain(request.id);
  });

  it(specCall("GET /api/subdomain/{subDomain}"), async () => {
    // Public: anyone reads a business's page facts, signed in or not.
    const answer = await call(null, "GET", `/api/subdomain/biz${world.owner.id}`);
    expect(answer.status).toBe(200);
    const info = expectShape(answer.body, PublicSubdomainInfo);
    expect(info).toMatchObject({
      fullName: "Olga Owner",
      businessName: `Business ${world.owner.id}`,
    });
    // "A 404 means the subdomain is free or not found".
    const free = await call(null, "GET", `/api/subdomain/free-${crypto.randomUUID().slice(0, 8)}`);
    expect(free.status).toBe(404);
  });
});
