/**
 * The journey of the demo's first start: the one file that needs the demo's fresh server
 * (demo-server.ts). Apart, so that the vitest config can name it without loading the server.
 */
export const DEMO_JOURNEY = "demo.e2e.ts";
