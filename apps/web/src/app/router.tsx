import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from "react-router";
import { setNavigator } from "../lib/navigation";
import { registerRouteTable } from "./route-availability";
import { routes } from "./routes";

/**
 * The app's router, made but not started: what `createBrowserRouter` does in two steps, so that
 * the page can answer input between them. Making it ranks the route table; starting it matches
 * the address and starts loading the screen's code. In one task the two took 25-50 ms
 * unthrottled, 100-200 ms at Lighthouse's 4x CPU
 * (docs/decisions/140-router-made-and-started-apart.md). The options are those
 * `createBrowserRouter` passes for an app that is not rendered on a server.
 */
export function createAppRouter(): DataRouter {
  const router = createRouter({
    history: createBrowserHistory({ window }),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
  registerRouteTable(routes);
  return router;
}

/** Starts the router made by `createAppRouter`; navigations go through it from then on. */
export function startAppRouter(router: DataRouter) {
  router.initialize();
  setNavigator((to, options) => void router.navigate(to, options));
}
