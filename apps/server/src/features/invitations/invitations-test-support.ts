import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { caller, type Person } from "../../../test/calendar-support";
import { createBusiness, createUser, linkCoach } from "../../../test/factories";
import type { TestContext } from "../../../test/test-app";
import { invitations, mailOutbox, notifications } from "../../db/schema";

/** Helpers of the invitation tests (not a test file). */

/**
 * Business A: its owner and a coach (who coaches `athlete`); business B: its owner and a coach;
 * a coach of no business; an athlete without a coach.
 */
export async function invitationPeople(ctx: TestContext) {
  const db = ctx.db;
  const owner = await createUser(db, "owner");
  const coach = await createUser(db, "coach");
  const business = await createBusiness(db, owner.id, [coach.id]);
  const athlete = await createUser(db, "athlete");
  await linkCoach(db, coach.id, athlete.id, business.id);
  const otherOwner = await createUser(db, "owner");
  const outsider = await createUser(db, "coach");
  const otherBusiness = await createBusiness(db, otherOwner.id, [outsider.id]);
  const freelance = await createUser(db, "coach");
  const loner = await createUser(db, "athlete");
  return { owner, coach, business, athlete, otherOwner, outsider, otherBusiness, freelance, loner };
}

export function invitationCalls(ctx: () => TestContext) {
  const call = caller(ctx);

  async function send(person: Person, body: object) {
    return call(person, "POST", "/api/invitations/send", { messageFromCoach: "", ...body });
  }

  async function sendOk(person: Person, body: object) {
    const response = await send(person, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as {
      message: string;
      invitation: { url_hash: string; uuid_str: string };
    };
  }

  const respond = (person: Person, url_hash: string, response: string) =>
    call(person, "POST", "/api/invitations/respond", { url_hash, response, notificationId: null });

  return { call, send, sendOk, respond };
}

export const newAddress = () => `new-${crypto.randomUUID()}@example.com`;

export async function mailsTo(ctx: TestContext, email: string) {
  return ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email.toLowerCase()))
    .orderBy(desc(mailOutbox.id));
}

export async function invitationRow(ctx: TestContext, urlHash: string) {
  const [row] = await ctx.db.select().from(invitations).where(eq(invitations.urlHash, urlHash));
  return row;
}

export async function invitationNotes(ctx: TestContext, userId: number) {
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, "invitation")));
}
