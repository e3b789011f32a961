import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/contract/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./test/global-setup.ts"],
    setupFiles: ["./test/one-query-at-a-time.ts"],
    // One module cache per worker: every file builds its own app on its own database copy and
    // closes it, and no file mocks a module, so re-importing the whole server for each file
    // (about half of the project's time) buys nothing.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
