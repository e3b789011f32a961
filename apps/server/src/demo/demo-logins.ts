import { DEMO_PASSWORD } from "./seed";

type DemoResult = { created: boolean; accounts: { role: string; email: string }[] };

/** The demo sign-ins as printed at start and by `npm run demo`. */
export function demoLoginLines(demo: DemoResult): string[] {
  return [
    demo.created
      ? "Demo data created. Sign in with:"
      : "Demo accounts (password unchanged unless you changed it):",
    ...demo.accounts.map(
      (account) => `  ${account.role.padEnd(22)} ${account.email.padEnd(28)} ${DEMO_PASSWORD}`,
    ),
  ];
}
