import { IsoDateSchema } from "@coach/shared/calendar/calendar.schemas";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { jobType, jobWorker } from "../../platform/jobs/job-queue";
import { writeDemoSeason } from "./demo-season";

/**
 * The demo business's season, written in the background after the first start so that the app
 * answers at once. `today` is the first start's date: a run that was stopped half-way (the
 * server stopped, or crashed) is retried by the queue and writes the same season, adding only
 * what is missing.
 */
export const demoSeasonJob = jobType({
  name: "demo.season",
  payload: z.object({ today: IsoDateSchema }),
  retryLimit: 5,
  retryDelaySec: 5,
  expireInSec: 15 * 60,
});

/** Progress in the start-up log at every tenth of the sessions. */
export function demoSeasonWorker(deps: AppDeps) {
  return jobWorker(demoSeasonJob, async ({ today }) => {
    if (!deps.config.hasDemoSeason) return;
    let reported = 0;
    deps.logger.info("demo: writing the demo business's season (plans, races, activities)");
    const result = await writeDemoSeason(deps, {
      today,
      onProgress(done, total, date) {
        if (done === total || done - reported >= total / 10) {
          reported = done;
          deps.logger.info(`demo: ${done} of ${total} sessions imported (back to ${date})`);
        }
      },
    });
    deps.logger.info(
      `demo: season written, ${result.importedCount} activities in ${Math.round(result.elapsedMs / 1000)} s`,
    );
  });
}
