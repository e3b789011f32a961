import { todayIn } from "@coach/shared/calendar/athlete-today";
import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import {
  type CreateTodoBodySchema,
  TODO_MAX,
  type Todo,
  type UpdateTodoBodySchema,
} from "@coach/shared/dashboard/todo.schemas";
import { isDueDateAllowed } from "@coach/shared/validation/forms.schemas";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { UserRow } from "../people/users.service";
import * as repository from "./todos.repository";

type Deps = Pick<AppDeps, "db" | "clock">;
/** The bodies as the routes' schemas parsed them (trimmed, defaults filled). */
type CreateTodoBody = z.output<typeof CreateTodoBodySchema>;
type UpdateTodoBody = z.output<typeof UpdateTodoBodySchema>;

export function toTodo(row: repository.TodoRow): Todo {
  return { id: row.id, ctx: row.ctx, dueDate: row.dueDate, done: row.done };
}

/** The coach's to-dos keyed by id, as the dashboard answers them. */
export async function findTodosById(options: {
  db: Executor;
  coachId: number;
}): Promise<Record<string, Todo>> {
  const rows = await repository.findTodos(options.db, options.coachId);
  return Object.fromEntries(rows.map((row) => [String(row.id), toTodo(row)]));
}

/** The picker's minimum, on the server: the coach's today in their time zone. */
function assertDueDate(deps: Deps, viewer: UserRow, dueDate: string | null) {
  if (!isDueDateAllowed(dueDate, todayIn(viewer.timezone, deps.clock.now()))) {
    throw AppError.field("dueDate", dashboardMessages.todoDueDatePast);
  }
}

/** POST api/coach/todos/: a new to-do of the caller's (the body's id is the screen's own). */
export async function createTodo(options: { deps: Deps; viewer: UserRow; body: CreateTodoBody }) {
  const { deps, viewer, body } = options;
  assertDueDate(deps, viewer, body.dueDate);
  const row = await repository.insertTodo(
    deps.db,
    { coachId: viewer.id, ctx: body.context, dueDate: body.dueDate, done: body.done },
    TODO_MAX,
  );
  if (!row) throw AppError.field("context", dashboardMessages.todoLimit);
  return toTodo(row);
}

/**
 * PUT api/coach/todos/: rewrites one of the caller's to-dos (404 for anyone else's). A due date
 * kept as it was passes even once it is past, so an overdue to-do can still be ticked.
 */
export async function updateTodo(options: { deps: Deps; viewer: UserRow; body: UpdateTodoBody }) {
  const { deps, viewer, body } = options;
  const current = await repository.findTodo(deps.db, viewer.id, body.id);
  if (!current) throw AppError.notFound();
  if (body.dueDate !== current.dueDate) assertDueDate(deps, viewer, body.dueDate);
  const row = await repository.updateTodo(deps.db, viewer.id, body.id, {
    ctx: body.ctx,
    dueDate: body.dueDate,
    done: body.done,
  });
  if (!row) throw AppError.notFound();
  return toTodo(row);
}

/** DELETE api/coach/todos/: those of `completed` that are the caller's; 404 when none is. */
export async function deleteTodos(options: { deps: Deps; viewer: UserRow; ids: number[] }) {
  const deleted = await repository.deleteTodos(options.deps.db, options.viewer.id, options.ids);
  if (deleted.length === 0) throw AppError.notFound();
  return { deleted };
}
