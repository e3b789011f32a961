import "@mantine/core/styles.css";
import "./app/touch-targets.css";
import { configureZodMessages } from "@coach/shared/validation/zod-config";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { type DataRouter, RouterProvider } from "react-router";
import { z } from "zod";
import { registerServiceWorker } from "./app/register-service-worker";
import { reloadOnStaleChunk } from "./app/reload-on-stale-chunk";
import { createAppRouter, startAppRouter } from "./app/router";
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
// until start() starts the router, navigations wait for it.
const routerMade = holdNavigation();
takeEarlyAccountInfo();
/** Starts the router made in the task before (it loads the screen's code) and draws the app. */
function start(router: DataRouter) {
  startAppRouter(router);
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
// Three tasks instead of one, so the page can answer input in between: the browser evaluates the
// entry's modules in one task, then the router is made in a second, started with the app's first
// render in a third. Whatever came on top of the evaluation took 250-340 ms at 4x CPU in one task
// (docs/decisions/133-first-screen-asked-with-the-page.md); making and starting the router alone
// took 25-50 ms unthrottled (docs/decisions/140-router-made-and-started-apart.md).
setTimeout(() => {
  const router = createAppRouter();
  setTimeout(() => start(router), 0);
}, 0);
