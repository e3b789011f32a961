import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, type Person } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { athleteGroupMembers, athleteGroups } from "../../db/schema";
import { peopleWorld } from "./my-athletes-test-support";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const GROUPS = "/api/coach/athletes-groups/";
const MEMBERS = "/api/coach/athletes-to-groups/";
const PERMISSION = { detail: "You do not have permission to perform this action." };

const createGroup = (person: Person | null, groupName: string, groupDescription = "") =>
  call(person, "POST", GROUPS, { groupName, groupDescription });
const groupsOf = (coachId: number) =>
  ctx.db.select().from(athleteGroups).where(eq(athleteGroups.coachId, coachId));
const membersOf = async (groupId: number) =>
  (await ctx.db.select().from(athleteGroupMembers).where(eq(athleteGroupMembers.groupId, groupId)))
    .map((row) => row.athleteId)
    .sort((a, b) => a - b);

describe("athlete groups", () => {
  it("creates, renames and deletes a coach's group; a taken name (any case) is refused", async () => {
    const world = await peopleWorld(ctx);
    const created = await createGroup(world.coach, "  Juniors ", "Under 20");
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toEqual({ id: group.id, name: "Juniors", description: "Under 20", version: 1 });

    const duplicate = await createGroup(world.coach, "JUNIORS");
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      error: { message: "Group name exists" },
      fields: { groupName: ["Group name exists"] },
    });
    // Another coach may use the same name.
    expect((await createGroup(world.otherCoach, "Juniors")).statusCode).toBe(201);
    expect((await createGroup(world.coach, "")).json()).toMatchObject({
      fields: { groupName: ["This field is required"] },
    });

    const seniors = (await createGroup(world.coach, "Seniors")).json();
    const clash = await call(world.coach, "PUT", GROUPS, {
      groupId: seniors.id,
      groupName: "juniors",
      groupDescription: "",
    });
    expect(clash.json()).toMatchObject({ error: { message: "Group name exists" } });
    const renamed = await call(world.coach, "PUT", GROUPS, {
      id: group.id,
      groupName: "Juniors A",
      groupDescription: "First team",
    });
    // Its first rename: version 2.
    expect(renamed.json()).toEqual({
      id: group.id,
      name: "Juniors A",
      description: "First team",
      version: 2,
    });
    // Its own name in another case is not a clash.
    const recased = await call(world.coach, "PUT", GROUPS, {
      groupId: group.id,
      groupName: "JUNIORS A",
      groupDescription: "",
    });
    expect(recased.statusCode).toBe(200);

    const deleted = await call(world.coach, "DELETE", GROUPS, { groupId: group.id });
    expect(deleted.statusCode).toBe(200);
    expect((await groupsOf(world.coach.id)).map((row) => row.name)).toEqual(["Seniors"]);
  });

  it("answers ten simultaneous creates or renames to one name with one success and nine 400s", async () => {
    const world = await peopleWorld(ctx);
    const creates = await Promise.all(
      Array.from({ length: 10 }, () => createGroup(world.coach, "Sprinters")),
    );
    expect(creates.map((answer) => answer.statusCode).sort()).toEqual([
      201, 400, 400, 400, 400, 400, 400, 400, 400, 400,
    ]);
    for (const answer of creates.filter((each) => each.statusCode === 400)) {
      expect(answer.json()).toMatchObject({ error: { message: "Group name exists" } });
    }

    const groups = [];
    for (let index = 0; index < 10; index++) {
      groups.push((await createGroup(world.coach, `Squad ${index}`)).json());
    }
    const renames = await Promise.all(
      groups.map((group) =>
        call(world.coach, "PUT", GROUPS, {
          groupId: group.id,
          groupName: "Relay",
          groupDescription: "",
        }),
      ),
    );
    expect(renames.map((answer) => answer.statusCode).sort()).toEqual([
      200, 400, 400, 400, 400, 400, 400, 400, 400, 400,
    ]);
    for (const answer of renames.filter((each) => each.statusCode === 400)) {
      expect(answer.json()).toMatchObject({ error: { message: "Group name exists" } });
    }
    const names = (await groupsOf(world.coach.id)).map((row) => row.name);
    expect(names.filter((name) => name === "Relay")).toHaveLength(1);
  });

  it("adds the coach's own athletes to their group and removes them", async () => {
    const world = await peopleWorld(ctx);
    const group = (await createGroup(world.owner, "All")).json();
    const added = await call(world.owner, "POST", MEMBERS, {
      groupId: group.id,
      athletes: [world.ownersAthlete.id, world.coachesAthlete.id, world.unassigned.id],
    });
    expect(added.statusCode).toBe(200);
    const everyone = [world.ownersAthlete.id, world.coachesAthlete.id, world.unassigned.id].sort(
      (a, b) => a - b,
    );
    expect(added.json()).toEqual({ groupId: group.id, athleteIds: everyone });
    // Adding a member again changes nothing.
    await call(world.owner, "POST", MEMBERS, {
      groupId: group.id,
      athletes: [world.ownersAthlete.id],
    });
    expect(await membersOf(group.id)).toEqual(everyone);

    const removed = await call(world.owner, "DELETE", MEMBERS, {
      groupId: group.id,
      athleteId: world.coachesAthlete.id,
    });
    expect(removed.json().athleteIds).not.toContain(world.coachesAthlete.id);
    expect(await membersOf(group.id)).toHaveLength(2);
    const again = await call(world.owner, "DELETE", MEMBERS, {
      groupId: group.id,
      athleteId: world.coachesAthlete.id,
    });
    expect(again.statusCode).toBe(404);
  });

  it("keeps other coaches' groups and athletes out of reach (404)", async () => {
    const world = await peopleWorld(ctx);
    const group = (await createGroup(world.coach, "Mine")).json();
    await call(world.coach, "POST", MEMBERS, {
      groupId: group.id,
      athletes: [world.coachesAthlete.id],
    });
    // Someone else's athlete, alone or among the coach's own: nothing is added.
    for (const athletes of [
      [world.othersAthlete.id],
      [world.coachesAthlete.id, world.ownersAthlete.id],
    ]) {
      const response = await call(world.coach, "POST", MEMBERS, { groupId: group.id, athletes });
      expect(response.statusCode).toBe(404);
    }
    expect(await membersOf(group.id)).toEqual([world.coachesAthlete.id]);

    // The owner of the business, another business's coach and owner: not their group.
    for (const outsider of [world.owner, world.otherCoach, world.otherOwner]) {
      const calls = [
        call(outsider, "PUT", GROUPS, {
          groupId: group.id,
          groupName: "Taken",
          groupDescription: "",
        }),
        call(outsider, "DELETE", GROUPS, { groupId: group.id }),
        call(outsider, "POST", MEMBERS, { groupId: group.id, athletes: [world.coachesAthlete.id] }),
        call(outsider, "DELETE", MEMBERS, {
          groupId: group.id,
          athleteId: world.coachesAthlete.id,
        }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    }
    expect((await groupsOf(world.coach.id)).map((row) => row.name)).toEqual(["Mine"]);
    expect(await membersOf(group.id)).toEqual([world.coachesAthlete.id]);
  });

  it("refuses athletes (403) and strangers (401) on every route", async () => {
    const world = await peopleWorld(ctx);
    const group = (await createGroup(world.coach, "Mine")).json();
    const attempts = (person: Person | null) => [
      call(person, "POST", GROUPS, { groupName: "Mine too", groupDescription: "" }),
      call(person, "PUT", GROUPS, { groupId: group.id, groupName: "X", groupDescription: "" }),
      call(person, "DELETE", GROUPS, { groupId: group.id }),
      call(person, "POST", MEMBERS, { groupId: group.id, athletes: [world.coachesAthlete.id] }),
      call(person, "DELETE", MEMBERS, { groupId: group.id, athleteId: world.coachesAthlete.id }),
    ];
    for (const response of await Promise.all(attempts(world.coachesAthlete))) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(PERMISSION);
    }
    for (const response of await Promise.all(attempts(null))) {
      expect(response.statusCode).toBe(401);
    }
    expect((await groupsOf(world.coach.id)).map((row) => row.name)).toEqual(["Mine"]);
  });
});

describe("group renames that present a version (decision 083)", () => {
  it("let one of 50 simultaneous renames of version 1 win; the others get 409 and it", async () => {
    const world = await peopleWorld(ctx);
    const group = (await createGroup(world.coach, "Juniors")).json();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(world.coach, "PUT", GROUPS, {
          groupId: group.id,
          groupName: `Juniors ${index}`,
          groupDescription: "",
          version: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winnerIndex = statuses.indexOf(200);
    const won = answers[winnerIndex]!.json();
    expect(won).toEqual({
      id: group.id,
      name: `Juniors ${winnerIndex}`,
      description: "",
      version: 2,
    });
    const name = `${world.coach.firstName} ${world.coach.lastName}`;
    for (const answer of answers.filter((_, index) => index !== winnerIndex)) {
      expect(answer.json()).toEqual({
        code: "conflict",
        detail: `This was changed by ${name} meanwhile`,
        changedBy: { id: world.coach.id, name },
        current: won,
      });
    }
    const [stored] = await ctx.db
      .select()
      .from(athleteGroups)
      .where(eq(athleteGroups.id, group.id));
    expect(stored).toMatchObject({ name: `Juniors ${winnerIndex}`, version: 2 });
  });
});
