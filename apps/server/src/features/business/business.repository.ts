import { and, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { businesses, pendingAthletes, users } from "../../db/schema";
import { userFullName } from "../../db/user-name";

/** The business row with its owner's name, job title and photo: the business profile. */
export type BusinessWithOwnerRow = {
  id: number;
  ownerId: number;
  businessName: string;
  subdomain: string | null;
  publicText: string;
  webSiteUrl: string | null;
  businessLogoUrl: string | null;
  fullName: string;
  jobTitle: string;
  profilePictureUrl: string | null;
};

const withOwner = {
  id: businesses.id,
  ownerId: businesses.ownerId,
  businessName: businesses.businessName,
  subdomain: businesses.subdomain,
  publicText: businesses.publicText,
  webSiteUrl: businesses.webSiteUrl,
  businessLogoUrl: businesses.businessLogoUrl,
  fullName: userFullName(),
  jobTitle: users.jobTitle,
  profilePictureUrl: users.profilePictureUrl,
};

export async function findBusinessOfOwner(
  db: Executor,
  ownerId: number,
): Promise<BusinessWithOwnerRow | undefined> {
  const rows = await db
    .select(withOwner)
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.ownerId, ownerId));
  return rows[0];
}

/** The business whose subdomain is the label (stored lower-case), or undefined. */
export async function findBusinessBySubdomain(
  db: Executor,
  subdomain: string,
): Promise<BusinessWithOwnerRow | undefined> {
  const rows = await db
    .select(withOwner)
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.subdomain, subdomain));
  return rows[0];
}

export async function updateBusiness(
  db: Executor,
  id: number,
  changes: Partial<typeof businesses.$inferInsert>,
): Promise<void> {
  await db.update(businesses).set(changes).where(eq(businesses.id, id));
}

/** The sign-ups through the business's page that wait for its owner, newest first. */
export function findOpenSignUps(db: Executor, businessId: number) {
  return db
    .select()
    .from(pendingAthletes)
    .where(
      and(
        eq(pendingAthletes.businessId, businessId),
        eq(pendingAthletes.status, "pending"),
        isNull(pendingAthletes.confirmedAt),
      ),
    )
    .orderBy(desc(pendingAthletes.signedUpAt), desc(pendingAthletes.id));
}

/** One open sign-up of the business, locked for the answer that follows; undefined otherwise. */
export async function lockOpenSignUp(db: Executor, businessId: number, id: number) {
  const rows = await db
    .select()
    .from(pendingAthletes)
    .where(
      and(
        eq(pendingAthletes.id, id),
        eq(pendingAthletes.businessId, businessId),
        eq(pendingAthletes.status, "pending"),
        isNull(pendingAthletes.confirmedAt),
      ),
    )
    .for("update");
  return rows[0];
}

/**
 * Records a sign-up sent to the owner. Asking again replaces the earlier request (the unique
 * key is the coach and the address), so a person is listed once, with their latest words.
 */
export async function upsertSignUp(
  db: Executor,
  row: { ownerId: number; businessId: number; email: string; fullName: string; text: string },
  now: Date,
): Promise<void> {
  await db
    .insert(pendingAthletes)
    .values({
      coachId: row.ownerId,
      businessId: row.businessId,
      email: row.email,
      fullName: row.fullName,
      shortDescription: row.text,
      signedUpAt: now,
    })
    .onConflictDoUpdate({
      target: [pendingAthletes.coachId, pendingAthletes.email],
      set: {
        businessId: row.businessId,
        fullName: row.fullName,
        shortDescription: row.text,
        status: "pending",
        signedUpAt: now,
        confirmedAt: null,
      },
    });
}

export async function markSignUpAccepted(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(pendingAthletes).set({ confirmedAt: now }).where(eq(pendingAthletes.id, id));
}

export async function deleteSignUp(db: Executor, id: number): Promise<void> {
  await db.delete(pendingAthletes).where(eq(pendingAthletes.id, id));
}
