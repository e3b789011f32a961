import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One runner for the three workspaces: each project keeps its own environment and setup.
// Vitest's default of one worker fewer than the cores is a single worker on a 2-core machine;
// the server's files wait on PostgreSQL much of the time, so one worker more than the cores
// keeps both cores busy.
export default defineConfig({
  test: {
    projects: ["packages/shared", "apps/server", "apps/web", "apps/web/vitest.isolated.config.ts"],
    maxWorkers: availableParallelism() + 1,
    // `npm run test:unit` collects it in the shared project's run only: V8's coverage slowed
    // every other file too, about a quarter of the run (decision 113).
    coverage: {
      provider: "v8",
      include: ["packages/shared/src/**/*.ts"],
      exclude: ["**/*.test.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 90 },
    },
  },
});
