import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { AccountInfoResponse } from "@coach/shared/account/account.schemas";
import type { CalendarGridResponse } from "@coach/shared/calendar/calendar.schemas";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarPeople,
  caller,
  expectStatus,
  insertCalendarActivity,
  paths,
  run,
  todayInZone,
} from "../../../test/calendar-support";
import { bearer, createBusiness, createUser, linkCoach, login } from "../../../test/factories";
import { recordQueries } from "../../../test/record-queries";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { waitFor } from "../../../test/wait-for";
import { DATA_CHANGES_CHANNEL } from "../../db/data-changes";
import { businesses, calendarWorkouts, coachAthletes } from "../../db/schema";
import { DATA_CHANGES_LISTENER } from "./kept-answers";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const today = todayInZone("UTC");
const grid = (athleteId: number) => `${paths(athleteId).range(today, today)}&view=grid`;
const workoutNames = (body: string) =>
  (JSON.parse(body) as CalendarGridResponse).workouts.map((workout) => workout.name);

describe("a kept calendar answer", () => {
  it("is answered again without a statement, and shows a write as soon as it is made", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const created = await call(coach, "POST", paths(athlete.id).workouts, {
      ...run("Tempo run"),
      date: today,
    });
    expectStatus(created, 201);
    const first = await call(coach, "GET", grid(athlete.id));
    expect(workoutNames(first.body)).toEqual(["Tempo run"]);

    let again = first;
    const statements = await recordQueries(ctx.db, async () => {
      again = await call(coach, "GET", grid(athlete.id));
    });
    expect(statements).toEqual([]);
    expect(again.body).toBe(first.body);

    // The athlete renames it; the coach's very next call shows the new name.
    const id = (created.json() as { id: number }).id;
    const renamed = await call(athlete, "PUT", paths(athlete.id).workout(id), {
      ...run("Easy run"),
      date: today,
    });
    expectStatus(renamed, 200);
    expect(workoutNames((await call(coach, "GET", grid(athlete.id))).body)).toEqual(["Easy run"]);
  });

  it("stays kept while the coach goes from athlete to athlete", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const other = await createUser(ctx.db, "athlete");
    await linkCoach(ctx.db, coach.id, other.id);
    expectStatus(await call(coach, "GET", grid(athlete.id)), 200);
    for (const visited of [other.id, athlete.id]) {
      const put = await call(coach, "PUT", "/api/account/visited-athlete/", {
        athleteId: visited,
      });
      expectStatus(put, 204);
    }
    const statements = await recordQueries(ctx.db, () => call(coach, "GET", grid(athlete.id)));
    // The session's user is read again (its row changed); the month is not.
    expect(statements.filter((text) => text.includes("calendar_workouts"))).toEqual([]);
  });

  it("is not served to a coach once the athlete is taken from them", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    expectStatus(await call(coach, "GET", grid(athlete.id)), 200);
    await ctx.db
      .delete(coachAthletes)
      .where(and(eq(coachAthletes.coachId, coach.id), eq(coachAthletes.athleteId, athlete.id)));
    expectStatus(await call(coach, "GET", grid(athlete.id)), 404);
  });

  it("follows a write made by another server over the same database", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    await call(coach, "POST", paths(athlete.id).workouts, { ...run("Tempo run"), date: today });
    expect(workoutNames((await call(coach, "GET", grid(athlete.id))).body)).toEqual(["Tempo run"]);
    // Another instance's connection: this one hears it on its listening connection.
    const other = new pg.Client({ connectionString: ctx.db.$client.options.connectionString });
    await other.connect();
    await other.query("update calendar_workouts set name = 'Hill repeats' where athlete_id = $1", [
      athlete.id,
    ]);
    await other.end();
    await waitFor(
      async () =>
        workoutNames((await call(coach, "GET", grid(athlete.id))).body)[0] === "Hill repeats",
      { what: "the other server's write in the kept answer" },
    );
  });

  it("goes out compressed as the client accepts, the same answer in each encoding", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    for (let slot = 0; slot < 3; slot++) {
      await call(coach, "POST", paths(athlete.id).workouts, { ...run(`Run ${slot}`), date: today });
    }
    const { tokens } = await login(ctx.app, coach.email);
    const get = (encoding?: string) =>
      ctx.app.inject({
        method: "GET",
        // The whole answer, with the workouts' steps: above the 1 kB below which nothing is
        // compressed.
        url: paths(athlete.id).range(today, today),
        headers: { ...bearer(tokens.access), ...(encoding ? { "accept-encoding": encoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    // Twice each: the first read, then the kept answer with its kept compressed form.
    for (let round = 0; round < 2; round++) {
      const br = await get("gzip, deflate, br, zstd");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toBe("accept-encoding");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await get("gzip");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect((await get("identity")).body).toBe(plain.body);
    }
  });
});

describe("while the listening connection is lost", () => {
  it("nothing is served from memory, until it listens again", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const statementsOfAGet = async () =>
      (await recordQueries(ctx.db, () => call(coach, "GET", grid(athlete.id)))).length;
    await statementsOfAGet();
    expect(await statementsOfAGet()).toBe(0);
    await ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${DATA_CHANGES_LISTENER} and datname = current_database()`,
    );
    await waitFor(() => ctx.deps.answers.stats().answers === 0, { what: "the cache dropped" });
    // Deaf: the call reads the database (it reconnects only a second later).
    expect(await statementsOfAGet()).toBeGreaterThan(0);
    // It reconnects within a second and keeps answers again.
    await waitFor(async () => (await statementsOfAGet()) === 0, { what: "answers kept again" });
  });
});

describe("a kept account info", () => {
  it("costs no statement, and shows a new coach and a renamed business at the next call", async () => {
    const owner = await createUser(ctx.db, "owner");
    const athlete = await createUser(ctx.db, "athlete");
    const business = await createBusiness(ctx.db, owner.id);
    const account = async () =>
      (await call(athlete, "GET", "/api/account/info/")).json() as AccountInfoResponse;
    expect((await account()).details).toMatchObject({ hasCoach: false, businessName: null });
    expect(await recordQueries(ctx.db, account)).toEqual([]);

    await linkCoach(ctx.db, owner.id, athlete.id, business.id);
    const coached = (await account()).details;
    expect(coached.hasCoach).toBe(true);
    expect(coached.coachName).toBe(`${owner.firstName} ${owner.lastName}`);
    await ctx.db
      .update(businesses)
      .set({ businessName: "Peak Endurance" })
      .where(eq(businesses.id, business.id));
    expect((await account()).details.businessName).toBe("Peak Endurance");
  });
});

describe("a kept session", () => {
  it("ends at logout: the access token is refused at the very next call", async () => {
    const { athlete } = await calendarPeople(ctx);
    const { tokens } = await login(ctx.app, athlete.email);
    const account = () =>
      ctx.app.inject({ method: "GET", url: "/api/account/info/", headers: bearer(tokens.access) });
    expectStatus(await account(), 200);
    // Kept: the session's tokens are not read again.
    const statements = await recordQueries(ctx.db, account);
    expect(statements.filter((text) => text.includes("refresh_tokens"))).toEqual([]);
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout/",
      payload: { refresh: tokens.refresh },
    });
    expectStatus(out, 200);
    expect((await account()).statusCode).toBe(401);
  });
});

describe("the database's triggers", () => {
  /** A connection of its own that listens, as another server would. */
  async function listenForChanges() {
    const listener = new pg.Client({ connectionString: ctx.db.$client.options.connectionString });
    await listener.connect();
    const heard = new Set<string>();
    listener.on("notification", (message) => heard.add(message.payload ?? ""));
    await listener.query(`listen ${DATA_CHANGES_CHANNEL}`);
    return {
      /** The tags `write` notified, sorted. */
      async heardAfter(write: () => Promise<unknown>) {
        // What earlier writes told is heard first, then forgotten.
        await listener.query("select 1");
        heard.clear();
        await write();
        await listener.query("select 1");
        return [...heard].sort();
      },
      end: () => listener.end(),
    };
  }

  it("name what each write changes", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const listener = await listenForChanges();
    const heardAfter = listener.heardAfter;
    const [workout] = await ctx.db
      .insert(calendarWorkouts)
      .values({ ...run(), athleteId: athlete.id, date: today, position: 0, createdBy: coach.id })
      .returning();
    expect(
      await heardAfter(() =>
        ctx.db
          .update(calendarWorkouts)
          .set({ name: "Moved" })
          .where(eq(calendarWorkouts.id, workout!.id)),
      ),
    ).toEqual([`athlete:${athlete.id}`]);
    expect(
      await heardAfter(() =>
        ctx.db.execute(sql`update users set first_name = 'Ann' where id = ${athlete.id}`),
      ),
    ).toEqual(["names", `person:${athlete.id}`, `user:${athlete.id}`]);
    expect(
      await heardAfter(() =>
        ctx.db.execute(sql`update users set timezone = 'UTC' where id = ${athlete.id}`),
      ),
    ).toEqual([]);
    expect(
      await heardAfter(() =>
        ctx.db.execute(sql`update users set timezone = 'Europe/Paris' where id = ${athlete.id}`),
      ),
    ).toEqual([`person:${athlete.id}`, `user:${athlete.id}`]);
    // The athlete a coach visits last concerns the coach's own answers only.
    expect(
      await heardAfter(() =>
        ctx.db.execute(
          sql`update users set visited_athlete_id = ${athlete.id} where id = ${coach.id}`,
        ),
      ),
    ).toEqual([`user:${coach.id}`]);
    expect(
      await heardAfter(() =>
        ctx.db.delete(coachAthletes).where(eq(coachAthletes.athleteId, athlete.id)),
      ),
    ).toEqual(["access"]);
    expect(await heardAfter(() => ctx.db.execute(sql`truncate athlete_records`))).toEqual(["all"]);
    await listener.end();
  });

  it("name the athlete for an insert, an update and a delete of each table a calendar reads", async () => {
    const { athlete, coach, otherAthlete } = await calendarPeople(ctx);
    const listener = await listenForChanges();
    // The commented activity is someone else's: the activities' own rows come and go below.
    const activityId = await insertCalendarActivity(ctx, coach.id, {
      date: today,
      sport: 1,
      name: "Run",
      summary: {},
    });
    const rows: Record<string, string> = {
      calendar_workouts: `(athlete_id, date, name, type) values (${athlete.id}, '${today}', 'Run', 1)`,
      activities: `(athlete_id, date, start_time, sport, name, file_fingerprint, file_key, file_name,
        summary, samples) values (${athlete.id}, '${today}', now(), 1, 'Run', 'f', 'k', 'run.fit',
        '{}', '')`,
      calendar_races: `(athlete_id, date, name, distance, priority)
        values (${athlete.id}, '${today}', 'A race', 10000, 'A')`,
      calendar_unavailability: `(athlete_id, start_date, end_date, kind, reason)
        values (${athlete.id}, '${today}', '${today}', 'unavailable', 'Travel')`,
      athlete_records: `(athlete_id, key, range, value, date)
        values (${athlete.id}, 'running_pace', '5km', 1200, '${today}')`,
      activity_comments: `(activity_id, athlete_id, user_id, content)
        values (${activityId}, ${athlete.id}, ${coach.id}, 'Well done')`,
    };
    for (const [table, values] of Object.entries(rows)) {
      const writes = [
        `insert into ${table} ${values}`,
        `update ${table} set athlete_id = ${otherAthlete.id} where athlete_id = ${athlete.id}`,
        `delete from ${table} where athlete_id = ${otherAthlete.id}`,
      ];
      const expected = [
        [`athlete:${athlete.id}`],
        // An update that moves a row tells both athletes.
        [`athlete:${athlete.id}`, `athlete:${otherAthlete.id}`],
        [`athlete:${otherAthlete.id}`],
      ];
      for (const [index, write] of writes.entries()) {
        const heard = await listener.heardAfter(() => ctx.db.execute(sql.raw(write)));
        expect(heard, `${table}: ${write}`).toEqual(expected[index]);
      }
    }
    await listener.end();
  });
});
