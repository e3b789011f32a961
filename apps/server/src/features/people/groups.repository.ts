import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { athleteGroupMembers, athleteGroups } from "../../db/schema";
import { isAthleteAccessibleTo, type Viewer } from "../access/access.service";

export type GroupRow = typeof athleteGroups.$inferSelect;

/** A new group, or undefined when the coach already has one of that name (any case). */
export async function insertGroup(
  db: Executor,
  row: { coachId: number; name: string; description: string },
): Promise<GroupRow | undefined> {
  const rows = await db.insert(athleteGroups).values(row).onConflictDoNothing().returning();
  return rows[0];
}

/** The coach's group, locked for the change that follows; undefined for anyone else's. */
export async function findOwnGroup(
  db: Executor,
  coachId: number,
  groupId: number,
): Promise<GroupRow | undefined> {
  const rows = await db
    .select()
    .from(athleteGroups)
    .where(and(eq(athleteGroups.id, groupId), eq(athleteGroups.coachId, coachId)))
    .for("update");
  return rows[0];
}

export async function isNameTaken(
  db: Executor,
  coachId: number,
  name: string,
  exceptGroupId: number,
): Promise<boolean> {
  const result = await db.execute<{ taken: boolean }>(sql`
    select exists (select 1 from athlete_groups where coach_id = ${coachId}
      and lower(name) = lower(${name}) and id <> ${exceptGroupId}) as taken`);
  return Boolean(result.rows[0]?.taken);
}

/**
 * Renames a group and bumps its version in one statement; with `edit.version`, only while the
 * stored version is still that one (decision 083): undefined when it is not.
 */
export async function updateGroup(
  db: Executor,
  groupId: number,
  changes: { name: string; description: string },
  edit: { version?: number; updatedBy: number },
): Promise<GroupRow | undefined> {
  const rows = await db
    .update(athleteGroups)
    .set({
      ...changes,
      version: sql`${athleteGroups.version} + 1`,
      updatedBy: edit.updatedBy,
    })
    .where(
      and(
        eq(athleteGroups.id, groupId),
        edit.version === undefined ? undefined : eq(athleteGroups.version, edit.version),
      ),
    )
    .returning();
  return rows[0];
}

export async function deleteGroup(db: Executor, groupId: number): Promise<void> {
  await db.delete(athleteGroups).where(eq(athleteGroups.id, groupId));
}

export async function insertMembers(
  db: Executor,
  groupId: number,
  athleteIds: number[],
): Promise<void> {
  await db
    .insert(athleteGroupMembers)
    .values(athleteIds.map((athleteId) => ({ groupId, athleteId })))
    .onConflictDoNothing();
}

/** Whether the athlete was a member. */
export async function deleteMember(
  db: Executor,
  groupId: number,
  athleteId: number,
): Promise<boolean> {
  const rows = await db
    .delete(athleteGroupMembers)
    .where(
      and(eq(athleteGroupMembers.groupId, groupId), eq(athleteGroupMembers.athleteId, athleteId)),
    )
    .returning();
  return rows.length > 0;
}

export async function findMemberIds(db: Executor, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ athleteId: athleteGroupMembers.athleteId })
    .from(athleteGroupMembers)
    .where(eq(athleteGroupMembers.groupId, groupId))
    .orderBy(athleteGroupMembers.athleteId);
  return rows.map((row) => row.athleteId);
}

/** How many of these athletes the viewer may see (themselves not counted). One query. */
export async function countAccessibleAthletes(
  db: Executor,
  viewer: Viewer,
  athleteIds: number[],
): Promise<number> {
  const ids = sql.join(
    athleteIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from users u
    where u.id in (${ids}) and u.id <> ${viewer.id} and ${isAthleteAccessibleTo(sql`u.id`, viewer)}`);
  return result.rows[0]?.count ?? 0;
}
