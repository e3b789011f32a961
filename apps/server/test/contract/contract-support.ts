import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import type { z } from "zod";
import { createBusiness, createUser, linkCoach, signedAccess } from "../factories";
import type { TestContext } from "../test-app";
import { SPEC_CALLS, type SpecCallId } from "./spec-calls";

/**
 * The contract suite's world and calls: the people of two businesses, each signed in once, and
 * `call`, which sends one of the spec's calls as its client does (a bearer token, JSON).
 */

type User = Awaited<ReturnType<typeof createUser>>;

export interface ContractWorld {
  owner: User;
  coach: User;
  athlete: User;
  /** Business B: a coach and an athlete the people of business A must not see. */
  otherOwner: User;
  otherCoach: User;
  otherAthlete: User;
  businessId: number;
  otherBusinessId: number;
}

export async function createWorld(ctx: TestContext): Promise<ContractWorld> {
  const { db } = ctx;
  const owner = await createUser(db, "owner", { firstName: "Olga", lastName: "Owner" });
  const coach = await createUser(db, "coach", { firstName: "Carl", lastName: "Coach" });
  const athlete = await createUser(db, "athlete", { firstName: "Anna", lastName: "Athlete" });
  const otherOwner = await createUser(db, "owner");
  const otherCoach = await createUser(db, "coach");
  const otherAthlete = await createUser(db, "athlete");
  const businessId = (await createBusiness(db, owner.id, [coach.id])).id;
  const otherBusinessId = (await createBusiness(db, otherOwner.id, [otherCoach.id])).id;
  await linkCoach(db, coach.id, athlete.id, businessId);
  await linkCoach(db, otherCoach.id, otherAthlete.id, otherBusinessId);
  return {
    owner,
    coach,
    athlete,
    otherOwner,
    otherCoach,
    otherAthlete,
    businessId,
    otherBusinessId,
  };
}

/** Calls as the spec's client: `as` signs the call with a session of that user, null sends none. */
export function contractCaller(ctx: () => TestContext) {
  const tokens = new Map<number, string>();
  async function headersOf(as: User | null): Promise<Record<string, string>> {
    if (!as) return {};
    // Signed sessions rather than a login per person: sign-in is rate-limited per address.
    if (!tokens.has(as.id))
      tokens.set(as.id, await signedAccess(ctx().db, ctx().deps.tokens, as.id));
    return { authorization: `Bearer ${tokens.get(as.id)}` };
  }
  return async function call(
    as: User | null,
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    /** More headers: a multipart body's content type, an accept-encoding. */
    extraHeaders: Record<string, string> = {},
  ) {
    const headers = { ...(await headersOf(as)), ...extraHeaders };
    const response = await ctx().app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
    const text = response.body;
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return {
      status: response.statusCode,
      body,
      headers: response.headers,
      rawPayload: response.rawPayload,
    };
  };
}

/**
 * The answer has the spec's fields, named as the spec writes them, with the types its client
 * reads; other fields may come along. Fails with every missing or mistyped field at once.
 */
export function expectShape<T extends z.ZodType>(body: unknown, shape: T): z.infer<T> {
  const result = shape.safeParse(body);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`,
    );
    expect(problems, JSON.stringify(body).slice(0, 600)).toEqual([]);
  }
  return result.data as z.infer<T>;
}

/** Section 8: a refusal of a signed-in user. */
export const FORBIDDEN = { detail: "You do not have permission to perform this action." };

/** The spec call a test checks: fails when the name is not one of the catalogue's. */
export function specCall(id: SpecCallId): string {
  if (!SPEC_CALLS.some((call) => call.id === id)) throw new Error(`Not a spec call: ${id}`);
  return id;
}
