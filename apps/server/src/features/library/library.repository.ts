import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
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

/*
 * The two lists are read with plain SQL, each column named as the row type names it: the
 * library page asks for them on every visit, and mapping each row's columns through Drizzle
 * cost more than the query itself (decision 102). Timestamps come back as PostgreSQL's text
 * (the driver's setting in db/client.ts) and become Dates as Drizzle would make them.
 */
const sqlOwnerName = userFullName({ firstName: sql`u.first_name`, lastName: sql`u.last_name` });
const SQL_ITEM_COLUMNS = sql`w.id, w.name, w.type, w.subtype, w.method,
  w.total_duration as "totalDuration", w.total_distance as "totalDistance",
  w.total_stress as "totalStress", w.owner_id as "ownerId", w.updated_at as "updatedAt",
  ${sqlOwnerName} as "ownerName"`;
const SQL_WORKOUT_COLUMNS = sql`w.id, w.owner_id as "ownerId", w.business_id as "businessId",
  w.name, w.type, w.subtype, w.method, w.based_on as "basedOn", w.instructions,
  w.is_pool as "isPool", w.pool_length as "poolLength", w.pool_length_unit as "poolLengthUnit",
  w.elevation, w.gradient, w.steps, w.total_duration as "totalDuration",
  w.total_distance as "totalDistance", w.total_stress as "totalStress",
  w.created_at as "createdAt", w.updated_at as "updatedAt", w.version,
  w.updated_by as "updatedBy", ${sqlOwnerName} as "ownerName"`;

/** The visible library workouts (rest days left out) with the given columns, by name. */
function visibleRows(columns: SQL, viewerId: number): SQL {
  return sql`select ${columns} from library_workouts w join users u on u.id = w.owner_id
    where w.owner_id in ${visibleLibraryOwnerIds(viewerId)} and w.type <> ${REST_DAY_TYPE}
    order by w.name, w.id`;
}

type TextTimes<Row, Key extends keyof Row> = Omit<Row, Key> & Record<Key, string>;

/** Every library workout the viewer may see, rest days left out, by name. One query. */
export async function findVisibleItems(db: Executor, viewerId: number): Promise<LibraryItemRow[]> {
  const result = await db.execute<TextTimes<LibraryItemRow, "updatedAt">>(
    visibleRows(SQL_ITEM_COLUMNS, viewerId),
  );
  return result.rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
}

/** The same list with whole workouts. One query. */
export async function findVisibleWorkouts(
  db: Executor,
  viewerId: number,
): Promise<LibraryWorkoutWithOwner[]> {
  const result = await db.execute<TextTimes<LibraryWorkoutWithOwner, "createdAt" | "updatedAt">>(
    visibleRows(SQL_WORKOUT_COLUMNS, viewerId),
  );
  return result.rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  }));
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
