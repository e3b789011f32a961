import { createBrowserRouter } from "react-router";
import { setNavigator } from "../lib/navigation";
import { registerRouteTable } from "./route-availability";
import { routes } from "./routes";

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerRouteTable(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
