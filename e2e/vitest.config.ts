import { defineConfig } from "vitest/config";

const journeyTimeouts = { testTimeout: 90_000, hookTimeout: 120_000 };

/**
 * Browser journeys. Most share one server and one database (global setup) and run one after
 * another, since they sign in as the same demo people. The demo journey starts a server of its
 * own and spends most of its time waiting for the season to be written, so it runs beside them
 * as a second project (projects run in parallel unless given a group order).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "e2e",
          root: import.meta.dirname,
          include: ["**/*.e2e.ts"],
          exclude: ["demo.e2e.ts"],
          globalSetup: ["./global-setup.ts"],
          fileParallelism: false,
          ...journeyTimeouts,
        },
      },
      {
        test: {
          name: "e2e-demo",
          root: import.meta.dirname,
          include: ["demo.e2e.ts"],
          ...journeyTimeouts,
        },
      },
    ],
  },
});
