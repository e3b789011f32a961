import type { DashboardResponse } from "@coach/shared/dashboard/dashboard.schemas";
import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import type {
  CreateTodoBody,
  DeleteTodosBody,
  Todo,
  UpdateTodoBody,
} from "@coach/shared/dashboard/todo.schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { notifyError } from "../../../lib/notify";
import { dashboardRootKey } from "./get-dashboard";

const PATH = "/api/coach/todos/";

/** Writes the to-dos into every dashboard answer held, so the card changes at once. */
function updateTodos(queryClient: QueryClient, change: (todos: Record<string, Todo>) => void) {
  queryClient.setQueriesData<DashboardResponse>({ queryKey: dashboardRootKey }, (answer) => {
    if (!answer) return answer;
    const todos = { ...answer.todos };
    change(todos);
    return { ...answer, todos };
  });
}

/** POST api/coach/todos/: the new to-do joins the card; a failure says so in the product's words. */
export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTodoBody) => apiFetch<Todo>(PATH, { method: "POST", body }),
    meta: { silent: true },
    onSuccess: (todo) =>
      updateTodos(queryClient, (todos) => {
        todos[String(todo.id)] = todo;
      }),
    // A refusal with a reason (too many to-dos) says it; anything else in the product's words.
    onError: (error) =>
      notifyError(
        error instanceof ApiError && error.status === 400
          ? error.message
          : dashboardMessages.todoAddFailed,
      ),
  });
}

/**
 * PUT api/coach/todos/: shown changed at once (ticking saves immediately); a refusal puts the
 * to-do back as it was.
 */
export function useUpdateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTodoBody) => apiFetch<Todo>(PATH, { method: "PUT", body }),
    meta: { silent: true },
    onMutate: async (body) => {
      // A dashboard answer in flight was read before this change and would put the box back.
      await queryClient.cancelQueries({ queryKey: dashboardRootKey });
      let previous: Todo | undefined;
      updateTodos(queryClient, (todos) => {
        previous ??= todos[String(body.id)];
        todos[String(body.id)] = {
          id: Number(body.id),
          ctx: body.ctx,
          dueDate: body.dueDate ?? null,
          done: body.done ?? false,
        };
      });
      return { previous };
    },
    onSuccess: (todo) =>
      updateTodos(queryClient, (todos) => {
        todos[String(todo.id)] = todo;
      }),
    onError: (_error, body, context) => {
      const previous = context?.previous;
      if (previous) {
        updateTodos(queryClient, (todos) => {
          todos[String(body.id)] = previous;
        });
      }
      notifyError(dashboardMessages.todoUpdateFailed);
    },
  });
}

/** DELETE api/coach/todos/ with body completed: [id]. */
export function useDeleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => {
      const body: DeleteTodosBody = { completed: [id] };
      return apiFetch<{ deleted: number[] }>(PATH, { method: "DELETE", body });
    },
    meta: { silent: true },
    onSuccess: ({ deleted }) =>
      updateTodos(queryClient, (todos) => {
        for (const id of deleted) delete todos[String(id)];
      }),
    onError: () => notifyError(dashboardMessages.todoDeleteFailed),
  });
}
