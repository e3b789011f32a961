import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { backgroundWork } from "../../background";
import { createDevAccess } from "../dev-access";

/**
 * Outside production: the jobs that spent their retries, newest first, with their errors
 * (`GET /api/dev/jobs/failed`). In production they are in the `pgboss` schema and the logs.
 *
 * `POST /api/dev/jobs/run/:name` runs a job's worker on this instance and answers once it has
 * run: an end-to-end journey need not wait for the job's hour. `{ "payload": ... }` is the job's
 * own payload (a clock job's is `{}`); with `"at": ISO instant` the job runs as if the clock read
 * that instant (the next morning, an hour later), through its own entry point.
 *
 * Both answer this machine or an administrator only (platform/dev-access.ts).
 */
export async function failedJobsRoutes(app: FastifyInstance, deps: AppDeps) {
  const onRequest = [createDevAccess(deps)];
  app.get("/api/dev/jobs/failed", { onRequest, schema: { hide: true } }, async () => ({
    jobs: await deps.jobs.listFailed(),
  }));

  app.post<{ Params: { name: string }; Body: { at?: unknown; payload?: unknown } | undefined }>(
    "/api/dev/jobs/run/:name",
    { onRequest, schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const at = request.body?.at;
      const instant = typeof at === "string" ? new Date(at) : undefined;
      if (at !== undefined && (!instant || Number.isNaN(instant.getTime()))) {
        return reply
          .status(400)
          .send({ code: "invalid", error: { message: "at must be an ISO instant." } });
      }
      const clock = instant ? { now: () => new Date(instant) } : deps.clock;
      const worker = backgroundWork({ ...deps, clock }).workers.find(
        (candidate) => candidate.type.name === name,
      );
      if (!worker) {
        return reply.status(404).send({ code: "not_found", error: { message: "No such job." } });
      }
      const payload = worker.type.payload.safeParse(request.body?.payload ?? {});
      if (!payload.success) {
        return reply
          .status(400)
          .send({ code: "invalid", error: { message: "The payload is not this job's." } });
      }
      await worker.run(payload.data, { jobId: `dev-${Date.now()}`, attempt: 1 });
      return { ran: name };
    },
  );
}
