import {
  CreateTodoBodySchema,
  DeleteTodosBodySchema,
  DeleteTodosResponseSchema,
  TodoSchema,
  UpdateTodoBodySchema,
} from "@coach/shared/dashboard/todo.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireCoach } from "../access/authenticate";
import * as todos from "./todos.service";

const tags = ["dashboard"];
const PATH = "/api/coach/todos/";

/** The dashboard's To-do card: a coach's own to-dos (coaches and owners). */
export async function todosRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps), requireCoach];

  api.post(
    PATH,
    { onRequest, schema: { tags, body: CreateTodoBodySchema, response: { 201: TodoSchema } } },
    async (request, reply) => {
      const todo = await todos.createTodo({
        deps,
        viewer: currentUser(request),
        body: request.body,
      });
      return reply.status(201).send(todo);
    },
  );

  api.put(
    PATH,
    { onRequest, schema: { tags, body: UpdateTodoBodySchema, response: { 200: TodoSchema } } },
    async (request) => todos.updateTodo({ deps, viewer: currentUser(request), body: request.body }),
  );

  api.delete(
    PATH,
    {
      onRequest,
      schema: { tags, body: DeleteTodosBodySchema, response: { 200: DeleteTodosResponseSchema } },
    },
    async (request) =>
      todos.deleteTodos({ deps, viewer: currentUser(request), ids: request.body.completed }),
  );
}
