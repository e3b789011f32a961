import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./test/setup.ts"],
    // jsdom renders of whole pages take seconds when the two cores are shared with the server
    // tests that run beside them; a timeout here is no assertion, so leave room.
    testTimeout: 20_000,
  },
});
