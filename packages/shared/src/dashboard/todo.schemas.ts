import { z } from "zod";
import { RowIdSchema } from "../calendar/calendar.schemas.ts";
import { TodoBodySchema } from "../validation/forms.schemas.ts";

/**
 * The coach's to-dos (api/coach/todos/): POST creates one from `context`, PUT rewrites one
 * named by `id` with `ctx`, DELETE removes those listed in `completed`. The field names are the
 * product's, which differ between POST and PUT.
 */

/** The most to-dos one DELETE removes. */
export const TODO_DELETE_MAX = 500;
/** The most to-dos a coach keeps (ours): the dashboard answers them all at every visit. */
export const TODO_MAX = 200;

export const TodoSchema = z.object({
  id: z.number().int(),
  ctx: z.string(),
  /** YYYY-MM-DD, or null without a due date. */
  dueDate: z.string().nullable(),
  done: z.boolean(),
});
export type Todo = z.infer<typeof TodoSchema>;

/** POST: the screen sends its own temporary id, which names nothing on the server. */
export const CreateTodoBodySchema = z.object({
  id: z.union([z.string().max(64), z.number()]).nullish(),
  context: TodoBodySchema.shape.ctx,
  dueDate: TodoBodySchema.shape.dueDate,
  done: TodoBodySchema.shape.done,
});
export type CreateTodoBody = z.input<typeof CreateTodoBodySchema>;

export const UpdateTodoBodySchema = TodoBodySchema.extend({ id: RowIdSchema });
export type UpdateTodoBody = z.input<typeof UpdateTodoBodySchema>;

export const DeleteTodosBodySchema = z.object({
  completed: z.array(RowIdSchema).min(1).max(TODO_DELETE_MAX),
});
export type DeleteTodosBody = z.infer<typeof DeleteTodosBodySchema>;

/** The ids that were the caller's and are gone. */
export const DeleteTodosResponseSchema = z.object({ deleted: z.array(z.number().int()) });
