import type { FastifyInstance } from "fastify";
import type { JobQueue } from "./job-queue";

/**
 * Outside production: the jobs that spent their retries, newest first, with their errors
 * (`GET /api/dev/jobs/failed`). In production they are in the `pgboss` schema and the logs.
 */
export async function failedJobsRoutes(app: FastifyInstance, deps: { jobs: JobQueue }) {
  app.get("/api/dev/jobs/failed", { schema: { hide: true } }, async () => ({
    jobs: await deps.jobs.listFailed(),
  }));
}
