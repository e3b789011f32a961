/**
 * The app of bench/activity-import.bench.ts in a process of its own, so that the memory it
 * measures is the server's alone: the real app on an embedded PostgreSQL, `process.argv[2]`
 * athletes signed in, listening on a free port. It tells its parent the address and the
 * athletes' headers, runs a garbage collection when asked ("gc", with --expose-gc) and stops
 * when asked ("stop").
 */
import type { AddressInfo } from "node:net";
import { users } from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { signInHeaders, startBenchApp } from "./support";

export type ImportServerReady = {
  origin: string;
  athletes: { id: number; authorization: string }[];
};

const count = Number(process.argv[2] ?? 1);
const password = "bench password 1";
const bench = await startBenchApp({ AUTH_RATE_LIMIT: "100000", API_RATE_LIMIT: "100000" });
const passwordHash = await hashPassword(password);
const rows = await bench.db
  .insert(users)
  .values(
    Array.from({ length: count }, (_, index) => ({
      email: `rider-${index}@bench.coach`,
      passwordHash,
      emailConfirmedAt: new Date(),
      firstSetup: true,
    })),
  )
  .returning({ id: users.id, email: users.email });
const athletes = [];
for (const row of rows) {
  const headers = await signInHeaders(bench.app, row.email, password);
  athletes.push({ id: row.id, authorization: headers.authorization });
}
await bench.app.listen({ host: "127.0.0.1", port: 0 });
const { port } = bench.app.server.address() as AddressInfo;

process.on("message", async (message) => {
  if (message === "gc") {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.("gc");
  }
  if (message === "stop") {
    await bench.stop();
    // A rate limiter's cleanup timer would keep the process alive.
    process.exit(0);
  }
});
process.send?.({ origin: `http://127.0.0.1:${port}`, athletes } satisfies ImportServerReady);
