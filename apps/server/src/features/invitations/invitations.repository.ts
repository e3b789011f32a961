import { and, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import {
  businessAthletes,
  businessCoaches,
  businesses,
  coachAthletes,
  invitations,
  users,
} from "../../db/schema";

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitationRow = typeof invitations.$inferInsert;
type Kind = InvitationRow["kind"];

const senders = alias(users, "sender");
const receivers = alias(users, "receiver");

/** An invitation with the people it names: the sender, and the receiver when they have an account. */
export type InvitationWithPeople = {
  invitation: InvitationRow;
  sender: { email: string; firstName: string; lastName: string };
  receiver: { id: number; email: string; firstName: string; lastName: string } | null;
  businessName: string | null;
};

/** The receiver is the account it was sent to, or the account that now holds the address. */
const receiverJoin = or(
  eq(receivers.id, invitations.receiverId),
  and(sql`${invitations.receiverId} is null`, eq(receivers.email, invitations.email)),
);

function selectWithPeople(db: Executor) {
  return db
    .select({
      invitation: invitations,
      sender: { email: senders.email, firstName: senders.firstName, lastName: senders.lastName },
      receiver: {
        id: receivers.id,
        email: receivers.email,
        firstName: receivers.firstName,
        lastName: receivers.lastName,
      },
      businessName: businesses.businessName,
    })
    .from(invitations)
    .innerJoin(senders, eq(senders.id, invitations.senderId))
    .leftJoin(receivers, receiverJoin)
    .leftJoin(businesses, eq(businesses.id, invitations.businessId));
}

/** The invitations a user sent, and those sent to them (by account or by address), newest first. */
export async function findInvitationsOf(db: Executor, user: { id: number; email: string }) {
  const rows = await selectWithPeople(db)
    .where(
      or(
        eq(invitations.senderId, user.id),
        eq(invitations.receiverId, user.id),
        eq(invitations.email, user.email.toLowerCase()),
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows as InvitationWithPeople[];
}

export async function findInvitationByUrlHash(db: Executor, urlHash: string) {
  const rows = await selectWithPeople(db).where(eq(invitations.urlHash, urlHash)).limit(1);
  return rows[0] as InvitationWithPeople | undefined;
}

/** The invitation of a url_hash, locked for the answer that changes it. */
export async function lockInvitationByUrlHash(db: Executor, urlHash: string) {
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.urlHash, urlHash))
    .for("update");
  return rows[0];
}

/** A pending invitation, share-locked so that an answer cannot pass it meanwhile. */
export async function lockPendingInvitation(db: Executor, id: number) {
  const rows = await selectWithPeople(db)
    .where(and(eq(invitations.id, id), eq(invitations.status, "Pending")))
    .for("share", { of: invitations });
  return rows[0] as InvitationWithPeople | undefined;
}

export async function insertInvitation(db: Executor, row: NewInvitationRow) {
  const rows = await db.insert(invitations).values(row).returning();
  return rows[0]!;
}

/** Removes the sender's pending invitation of this kind to this address; returns the removed ids. */
export async function deletePendingInvitation(
  db: Executor,
  options: { senderId: number; kind: Kind; email: string },
) {
  return db
    .delete(invitations)
    .where(
      and(
        eq(invitations.senderId, options.senderId),
        eq(invitations.kind, options.kind),
        eq(invitations.email, options.email),
        eq(invitations.status, "Pending"),
      ),
    )
    .returning({ id: invitations.id });
}

export async function deleteInvitation(db: Executor, id: number) {
  await db.delete(invitations).where(eq(invitations.id, id));
}

export async function findSentInvitationByUuid(db: Executor, senderId: number, uuid: string) {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.uuid, uuid), eq(invitations.senderId, senderId)))
    .for("update");
  return rows[0];
}

export async function answerInvitation(
  db: Executor,
  id: number,
  changes: { status: "Accepted" | "Declined"; receiverId: number; respondedAt: Date },
) {
  const rows = await db.update(invitations).set(changes).where(eq(invitations.id, id)).returning();
  return rows[0]!;
}

/** Invitations to an address that had no account yet now name the account that holds it. */
export async function attachReceiver(db: Executor, email: string, receiverId: number) {
  await db
    .update(invitations)
    .set({ receiverId })
    .where(and(eq(invitations.email, email.toLowerCase()), sql`${invitations.receiverId} is null`));
}

/** The business coach invitations of a business, newest first. */
export async function findBusinessCoachInvitations(db: Executor, businessId: number) {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.businessId, businessId), eq(invitations.kind, "business_coach")))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** The business a user owns, or undefined. */
export async function findOwnedBusiness(db: Executor, ownerId: number) {
  const rows = await db
    .select({
      id: businesses.id,
      businessName: businesses.businessName,
      subdomain: businesses.subdomain,
    })
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId))
    .limit(1);
  return rows[0];
}

/** The business a user owns, else the first they coach in; null for a coach of no business. */
export async function findHomeBusinessId(db: Executor, userId: number): Promise<number | null> {
  const owned = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .limit(1);
  if (owned[0]) return owned[0].id;
  const coached = await db
    .select({ id: businessCoaches.businessId })
    .from(businessCoaches)
    .where(eq(businessCoaches.coachId, userId))
    .orderBy(businessCoaches.businessId)
    .limit(1);
  return coached[0]?.id ?? null;
}

/** The coaching link an accepted invitation makes; nothing changes when it already exists. */
export async function linkCoachAndAthlete(
  db: Executor,
  link: { coachId: number; athleteId: number; businessId: number | null },
) {
  await db.insert(coachAthletes).values(link).onConflictDoNothing();
  if (link.businessId !== null) {
    await db
      .insert(businessAthletes)
      .values({ businessId: link.businessId, athleteId: link.athleteId })
      .onConflictDoNothing();
  }
}

export async function addBusinessCoach(db: Executor, businessId: number, coachId: number) {
  await db.insert(businessCoaches).values({ businessId, coachId }).onConflictDoNothing();
}
