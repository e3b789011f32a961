import { defineConfig } from "vitest/config";

// One runner for the three workspaces: each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ["packages/shared", "apps/server", "apps/web"],
    coverage: {
      provider: "v8",
      include: ["packages/shared/src/**/*.ts"],
      exclude: ["**/*.test.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 90 },
    },
  },
});
