import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { coachTodos } from "../../db/schema";

export type TodoRow = typeof coachTodos.$inferSelect;

/** The coach's to-dos: open ones first, then by due date (none last), then oldest first. */
export function findTodos(db: Executor, coachId: number): Promise<TodoRow[]> {
  return db
    .select()
    .from(coachTodos)
    .where(eq(coachTodos.coachId, coachId))
    .orderBy(asc(coachTodos.done), sql`${coachTodos.dueDate} asc nulls last`, asc(coachTodos.id));
}

export async function findTodo(
  db: Executor,
  coachId: number,
  id: number,
): Promise<TodoRow | undefined> {
  const [row] = await db
    .select()
    .from(coachTodos)
    .where(and(eq(coachTodos.coachId, coachId), eq(coachTodos.id, id)));
  return row;
}

/**
 * Inserts the to-do unless the coach already has `max`; undefined then. One statement, so the
 * count and the insert see the same rows (two simultaneous adds may both pass at max - 1: the
 * ceiling bounds the list, it is not a quota).
 */
export async function insertTodo(
  db: Executor,
  row: { coachId: number; ctx: string; dueDate: string | null; done: boolean },
  max: number,
): Promise<TodoRow | undefined> {
  const result = await db.execute<{ id: number }>(sql`
    insert into coach_todos (coach_id, ctx, due_date, done)
    select ${row.coachId}, ${row.ctx}, ${row.dueDate}::date, ${row.done}
    where (select count(*) from coach_todos where coach_id = ${row.coachId}) < ${max}
    returning id`);
  const id = result.rows[0]?.id;
  return id === undefined ? undefined : findTodo(db, row.coachId, id);
}

export async function updateTodo(
  db: Executor,
  coachId: number,
  id: number,
  changes: { ctx: string; dueDate: string | null; done: boolean },
): Promise<TodoRow | undefined> {
  const [row] = await db
    .update(coachTodos)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(coachTodos.coachId, coachId), eq(coachTodos.id, id)))
    .returning();
  return row;
}

/** Deletes those of the ids that are the coach's; their ids. */
export async function deleteTodos(db: Executor, coachId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(coachTodos)
    .where(and(eq(coachTodos.coachId, coachId), inArray(coachTodos.id, ids)))
    .returning({ id: coachTodos.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
