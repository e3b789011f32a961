/**
 * Sign-in and account-info latency through the real app on an embedded PostgreSQL.
 * Login is dominated on purpose by argon2id (19 MiB, 2 passes); a wrong password and an unknown
 * e-mail must cost the same. Account info is the call every screen makes first.
 */
import { DEMO_PASSWORD, seedDemoIfEmpty } from "../apps/server/src/demo/seed";
import { measure, signInHeaders, startBenchApp } from "./support";

const { app, db, stop } = await startBenchApp({ AUTH_RATE_LIMIT: "100000" });
await seedDemoIfEmpty(db);

let caller = 0;
/**
 * Each sign-in from its own address, so that the delays after failed guesses
 * (docs/decisions/081-rate-limits-and-sign-in-delays.md) never answer instead of argon2.
 */
const login = (email: string, password: string) => () => {
  caller += 1;
  return app.inject({
    method: "POST",
    url: "/api/auth/login/",
    remoteAddress: `10.8.${Math.floor(caller / 250)}.${(caller % 250) + 1}`,
    payload: { email, password },
  });
};
await measure("POST api/auth/login/", 40, login("owner@demo.coach", DEMO_PASSWORD));
await measure("POST login (wrong password)", 40, login("owner@demo.coach", "wrong-pass"));
await measure("POST login (unknown e-mail)", 40, login("nobody@x.io", "wrong-pass"));

const headers = await signInHeaders(app, "owner@demo.coach", DEMO_PASSWORD);
await measure("GET api/account/info/", 300, () =>
  app.inject({ method: "GET", url: "/api/account/info/", headers }),
);
await stop();
