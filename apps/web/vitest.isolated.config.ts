import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { ISOLATED_TESTS } from "./test/isolated-tests.ts";
import { webTestOptions } from "./vitest.config.ts";

/** The web files that mock modules, each with a fresh module cache (see test/isolated-tests.ts). */
export default defineProject({
  plugins: [react()],
  test: {
    name: "web-isolated",
    include: ISOLATED_TESTS,
    ...webTestOptions,
  },
});
