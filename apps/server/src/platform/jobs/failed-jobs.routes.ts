import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { backgroundWork } from "../../background";

/**
 * Outside production: the jobs that spent their retries, newest first, with their errors
 * (`GET /api/dev/jobs/failed`). In production they are in the `pgboss` schema and the logs.
 *
 * `POST /api/dev/jobs/run/:name` runs a clock (cron) job now, on this instance, and answers
 * once it has run: an end-to-end journey need not wait for the job's hour.
 */
export async function failedJobsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get("/api/dev/jobs/failed", { schema: { hide: true } }, async () => ({
    jobs: await deps.jobs.listFailed(),
  }));

  app.post<{ Params: { name: string } }>(
    "/api/dev/jobs/run/:name",
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const worker = backgroundWork(deps).workers.find(
        (candidate) => candidate.type.name === name && candidate.type.cron !== undefined,
      );
      if (!worker) {
        return reply
          .status(404)
          .send({ code: "not_found", error: { message: "No such clock job." } });
      }
      await worker.run(worker.type.payload.parse({}), { jobId: `dev-${Date.now()}`, attempt: 1 });
      return { ran: name };
    },
  );
}
