import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { deferredSchemas } from "./scripts/deferred-schemas.ts";
import { ISOLATED_TESTS } from "./test/isolated-tests.ts";
import { webTestOptions } from "./vitest.config.ts";

/** The web files that mock modules, each with a fresh module cache (see test/isolated-tests.ts). */
export default defineProject({
  // The shared schemas deferred as in the build, so that the tests run what the app runs.
  plugins: [react(), deferredSchemas()],
  test: {
    name: "web-isolated",
    include: ISOLATED_TESTS,
    ...webTestOptions,
  },
});
