import "@mantine/core/styles.css";
import "./app/touch-targets.css";
import { configureZodMessages } from "@coach/shared/validation/zod-config";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { z } from "zod";
import { registerServiceWorker } from "./app/register-service-worker";
import { reloadOnStaleChunk } from "./app/reload-on-stale-chunk";
import { createAppRouter } from "./app/router";
import { theme } from "./app/theme";
import { ToastsOnDemand } from "./app/toasts-on-demand";
import { takeEarlyAccountInfo } from "./lib/account-info";
import { holdNavigation } from "./lib/navigation";
import { queryClient } from "./lib/query-client";

configureZodMessages();
// The page's Content-Security-Policy allows no eval: zod's first object parse would try
// `new Function` for a compiled parser, be refused and report a policy violation (a cost in the
// first screen's longest task). Zod's interpreted parser is what runs here in any case.
z.config({ jitless: true });
reloadOnStaleChunk();
// Before anything can ask to navigate (the account asked below may find the session ended):
// until start() makes the router, navigations wait for it.
const routerMade = holdNavigation();
takeEarlyAccountInfo();
/** Makes the router (which starts loading the first screen's code) and draws the app. */
function start() {
  const router = createAppRouter();
  routerMade(router);
  registerServiceWorker();

  const root = createRoot(document.getElementById("root")!);
  // A transition: React draws the first screen in slices of a few milliseconds, so the page
  // answers input while it draws instead of blocking for the whole render.
  startTransition(() =>
    root.render(
      <StrictMode>
        <MantineProvider theme={theme}>
          <ToastsOnDemand />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}
// In a task of its own: the browser evaluates the entry's modules in one task, and this one
// came on top of it. Two shorter tasks instead of one long one, so the page can answer input in
// between: at 4x CPU the one task took 250-340 ms, the two take about 120 and 150-190
// (docs/decisions/133-first-screen-asked-with-the-page.md).
setTimeout(start, 0);
