import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { deferredSchemas } from "./scripts/deferred-schemas.ts";
import { ISOLATED_TESTS } from "./test/isolated-tests.ts";

/** Options of both web projects (this one and vitest.isolated.config.ts). */
export const webTestOptions = {
  environment: "jsdom",
  setupFiles: ["./test/setup.ts"],
  // jsdom renders of whole pages take seconds when the two cores are shared with the server
  // tests that run beside them; a timeout here is no assertion, so leave room.
  testTimeout: 20_000,
} as const;

export default defineProject({
  // The shared schemas deferred as in the build, so that the tests run what the app runs.
  plugins: [react(), deferredSchemas()],
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    exclude: ISOLATED_TESTS,
    // One module cache per worker: the files clean up after themselves (test/setup.ts), and
    // importing React, Mantine and jsdom once per worker instead of once per file halves the
    // project's time. Files that mock modules run isolated (test/isolated-tests.ts).
    isolate: false,
    ...webTestOptions,
  },
});
