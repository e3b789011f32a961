import { defineProject } from "vitest/config";

// Pure functions without module state: one module cache per worker is safe and saves the imports.
export default defineProject({
  test: { name: "shared", include: ["src/**/*.test.ts"], environment: "node", isolate: false },
});
