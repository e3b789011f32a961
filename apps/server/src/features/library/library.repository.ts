import { and, asc, eq, getTableColumns, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { libraryWorkouts, users } from "../../db/schema";
import { userFullName } from "../../db/user-name";
import { homeBusinessId, visibleLibraryOwnerIds } from "../access/access.service";

export type LibraryWorkoutRow = typeof libraryWorkouts.$inferSelect;
export type NewLibraryWorkoutRow = Omit<
  typeof libraryWorkouts.$inferInsert,
  "id" | "ownerId" | "businessId" | "createdAt" | "updatedAt"
>;
export type LibraryWorkoutWithOwner = LibraryWorkoutRow & { ownerName: string };

/** Rest days are calendar items, never library entries (category 60 is hidden). */
const REST_DAY_TYPE = 60;

const ownerName = userFullName();

/** The owners whose workouts a coach sees (the access service's library rule). */
function isVisibleTo(viewerId: number): SQL {
  return sql`${libraryWorkouts.ownerId} in ${visibleLibraryOwnerIds(viewerId)}`;
}

/** The list's columns: everything but the steps and texts, which only the full list needs. */
const itemColumns = {
  id: libraryWorkouts.id,
  name: libraryWorkouts.name,
  type: libraryWorkouts.type,
  subtype: libraryWorkouts.subtype,
  method: libraryWorkouts.method,
  totalDuration: libraryWorkouts.totalDuration,
  totalDistance: libraryWorkouts.totalDistance,
  totalStress: libraryWorkouts.totalStress,
  ownerId: libraryWorkouts.ownerId,
  updatedAt: libraryWorkouts.updatedAt,
  ownerName,
};
export type LibraryItemRow = Pick<
  LibraryWorkoutRow,
  Exclude<keyof typeof itemColumns, "ownerName">
> & { ownerName: string };

/** Every library workout the viewer may see, rest days left out, by name. One query. */
export async function findVisibleItems(db: Executor, viewerId: number): Promise<LibraryItemRow[]> {
  return db
    .select(itemColumns)
    .from(libraryWorkouts)
    .innerJoin(users, eq(users.id, libraryWorkouts.ownerId))
    .where(and(isVisibleTo(viewerId), ne(libraryWorkouts.type, REST_DAY_TYPE)))
    .orderBy(asc(libraryWorkouts.name), asc(libraryWorkouts.id));
}

/** The same list with whole workouts. One query. */
export async function findVisibleWorkouts(
  db: Executor,
  viewerId: number,
): Promise<LibraryWorkoutWithOwner[]> {
  return db
    .select({ ...getTableColumns(libraryWorkouts), ownerName })
    .from(libraryWorkouts)
    .innerJoin(users, eq(users.id, libraryWorkouts.ownerId))
    .where(and(isVisibleTo(viewerId), ne(libraryWorkouts.type, REST_DAY_TYPE)))
    .orderBy(asc(libraryWorkouts.name), asc(libraryWorkouts.id));
}

export async function findVisibleWorkout(
  db: Executor,
  viewerId: number,
  id: number,
): Promise<LibraryWorkoutWithOwner | undefined> {
  const rows = await db
    .select({ ...getTableColumns(libraryWorkouts), ownerName })
    .from(libraryWorkouts)
    .innerJoin(users, eq(users.id, libraryWorkouts.ownerId))
    .where(and(eq(libraryWorkouts.id, id), isVisibleTo(viewerId)))
    .limit(1);
  return rows[0];
}

/** Inserts a workout owned by ownerId, filed under the business they own or else coach in. */
export async function insertWorkout(
  db: Executor,
  ownerId: number,
  row: NewLibraryWorkoutRow,
): Promise<LibraryWorkoutRow> {
  const rows = await db
    .insert(libraryWorkouts)
    .values({
      ...row,
      ownerId,
      businessId: homeBusinessId(ownerId),
    })
    .returning();
  return rows[0]!;
}

/** Updates a workout only if ownerId owns it; undefined otherwise. */
/**
 * Saves a workout ownerId owns and bumps its version in one statement; with `version`, only while
 * the stored version is still that one (decision 083). Undefined when not saved.
 */
export async function updateOwnedWorkout(
  db: Executor,
  ownerId: number,
  id: number,
  changes: NewLibraryWorkoutRow,
  version?: number,
): Promise<LibraryWorkoutRow | undefined> {
  const rows = await db
    .update(libraryWorkouts)
    .set({
      ...changes,
      version: sql`${libraryWorkouts.version} + 1`,
      updatedBy: ownerId,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(libraryWorkouts.id, id),
        eq(libraryWorkouts.ownerId, ownerId),
        version === undefined ? undefined : eq(libraryWorkouts.version, version),
      ),
    )
    .returning();
  return rows[0];
}

/** Deletes a workout only if ownerId owns it; false otherwise. */
export async function deleteOwnedWorkout(
  db: Executor,
  ownerId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(libraryWorkouts)
    .where(and(eq(libraryWorkouts.id, id), eq(libraryWorkouts.ownerId, ownerId)))
    .returning({ id: libraryWorkouts.id });
  return rows.length > 0;
}
