import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";
import { businessCoaches, businesses, coachAthletes, mailOutbox, users } from "../src/db/schema";
import { insertRefreshToken } from "../src/features/auth/auth.repository";
import { hashPassword } from "../src/features/auth/passwords";
import { hashToken, newOpaqueToken, type TokenSigner } from "../src/features/auth/tokens";

export const TEST_PASSWORD = "correct horse battery";
let passwordHash: Promise<string> | undefined;

type Role = "athlete" | "coach" | "owner";

/** A confirmed user with finished first setup; each test creates its own. */
export async function createUser(
  db: Database,
  role: Role = "athlete",
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      email: `${role}-${randomUUID()}@example.com`,
      passwordHash: await passwordHash,
      firstName: role[0]!.toUpperCase() + role.slice(1),
      lastName: "Tester",
      isCoach: role !== "athlete",
      isBusinessOwner: role === "owner",
      emailConfirmedAt: new Date(),
      firstSetup: true,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createBusiness(db: Database, ownerId: number, coachIds: number[] = []) {
  const [business] = await db
    .insert(businesses)
    .values({ ownerId, businessName: `Business ${ownerId}`, subdomain: `biz${ownerId}` })
    .returning();
  const members = [ownerId, ...coachIds].map((coachId) => ({ businessId: business!.id, coachId }));
  await db.insert(businessCoaches).values(members);
  return business!;
}

export async function linkCoach(
  db: Database,
  coachId: number,
  athleteId: number,
  businessId?: number,
) {
  await db.insert(coachAthletes).values({ coachId, athleteId, businessId: businessId ?? null });
}

export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login/",
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json() as {
    tokens: { access: string; refresh: string };
    data: { details: { id: number } };
  };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/**
 * An access token of a new session of `userId`, without a login (sign-in is rate-limited per
 * address): access tokens are honoured only while their session is live.
 */
export async function signedAccess(db: Database, tokens: TokenSigner, userId: number) {
  const sessionId = randomUUID();
  await insertRefreshToken(db, {
    userId,
    sessionId,
    tokenHash: hashToken(newOpaqueToken()),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return tokens.signAccess(userId, sessionId);
}

/** The token in the newest mail to `email` whose link contains `pathPart`. */
export async function tokenFromLatestMail(db: Database, email: string, pathPart: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = mail?.textBody.match(new RegExp(`${pathPart}/([A-Za-z0-9_-]+)/`));
  if (!match) throw new Error(`no ${pathPart} mail for ${email}`);
  return match[1]!;
}
