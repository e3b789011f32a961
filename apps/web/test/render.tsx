import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { theme } from "../src/app/theme";
import { setNavigator } from "../src/lib/navigation";
import { queryClient } from "../src/lib/query-client";

/**
 * Renders routes in the app's providers at `path`. Uses the app's own query client (the API
 * client clears it on logout), emptied before each render.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  queryClient.clear();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

type MockRoute = { method?: string; path: string; status?: number; body: unknown };

/** A fetch that answers the listed calls (first match wins) and fails the test on any other. */
export function mockFetch(routes: MockRoute[]) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] =
    [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    // Multipart bodies (uploads) are kept as the FormData the screen built.
    const body =
      init?.body instanceof FormData
        ? init.body
        : init?.body
          ? JSON.parse(String(init.body))
          : undefined;
    calls.push({
      method,
      path: url.pathname + url.search,
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const index = routes.findIndex(
      (r) => (r.method ?? "GET") === method && r.path === url.pathname,
    );
    if (index === -1) throw new Error(`unexpected ${method} ${url.pathname}`);
    const route = routes[index]!;
    return new Response(JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}

/**
 * Holds back the answers of the calls whose address contains `part` (after mockFetch) until
 * the returned function is called, so that a test sees the screen before and after they arrive.
 */
export function holdAnswers(part: string): () => void {
  const answer = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await answer(input, init);
    if (String(input).includes(part)) await held;
    return response;
  }) as typeof fetch;
  return release;
}
