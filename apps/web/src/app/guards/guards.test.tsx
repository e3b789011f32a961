import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountInfoFixture } from "../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../test/render";
import { session } from "../../lib/session";
import { HomeRedirect } from "../routes/home-redirect";
import { AthleteScope } from "./athlete-scope";
import { firstSettingsPathFor, loginPathFor, RequireAuth } from "./require-auth";
import { RequireRole } from "./require-role";

const accountInfo = (overrides: Parameters<typeof accountInfoFixture>[0] = {}) =>
  accountInfoFixture({ id: 1, ...overrides });

const Here = ({ name }: { name: string }) => <p>page:{name}</p>;

const routes = [
  { path: "/login", element: <Here name="login" /> },
  {
    element: <RequireAuth />,
    children: [
      { path: "/first-settings", element: <Here name="first-settings" /> },
      { path: "/", element: <HomeRedirect /> },
      { path: "/calendar", element: <Here name="calendar" /> },
      {
        path: "/dashboard",
        element: (
          <RequireRole roles={["coach", "owner"]}>
            <Here name="dashboard" />
          </RequireRole>
        ),
      },
      {
        path: "/my-coaches",
        element: (
          <RequireRole roles={["owner"]}>
            <Here name="coaches" />
          </RequireRole>
        ),
      },
      {
        path: "/athlete/:athleteId",
        element: <AthleteScope />,
        children: [{ path: "calendar", element: <Here name="athlete-calendar" /> }],
      },
    ],
  },
];

const signIn = () => session.setTokens({ access: "a", refresh: "r" });
const expectPage = (name: string) =>
  waitFor(() => expect(screen.getByText(`page:${name}`)).toBeInTheDocument());

describe("route guard", () => {
  it("sends a visitor without a token to /login, keeping the query", async () => {
    const { router } = renderRoutes(routes, "/calendar?month=2026-11");
    await expectPage("login");
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get("month")).toBe("2026-11");
    expect(params.get("redirect")).toBe("/calendar?month=2026-11");
    expect(loginPathFor("/x", "")).toBe("/login?redirect=%2Fx");
  });

  it("sends an unfinished first setup to /first-settings", async () => {
    signIn();
    mockFetch([{ path: "/api/account/info/", body: accountInfo({ firstSetup: false }) }]);
    renderRoutes(routes, "/calendar");
    await expectPage("first-settings");
  });

  it("keeps where an unfinished setup was going, for after the first settings", async () => {
    signIn();
    mockFetch([{ path: "/api/account/info/", body: accountInfo({ firstSetup: false }) }]);
    const { router } = renderRoutes(routes, "/calendar?showOnBoard=true");
    await expectPage("first-settings");
    expect(router.state.location.search).toBe(
      `?${new URLSearchParams({ redirect: "/calendar?showOnBoard=true" })}`,
    );
    expect(firstSettingsPathFor("/", "")).toBe("/first-settings");
  });

  it("bounces a finished setup from /first-settings to where it was going, on this site only", async () => {
    signIn();
    mockFetch([{ path: "/api/account/info/", body: accountInfo() }]);
    const kept = renderRoutes(
      routes,
      `/first-settings?${new URLSearchParams({ redirect: "/calendar?x=1" })}`,
    );
    await expectPage("calendar");
    expect(kept.router.state.location.search).toBe("?x=1");
    kept.unmount();
    const away = renderRoutes(
      routes,
      `/first-settings?${new URLSearchParams({ redirect: "//evil.example/calendar" })}`,
    );
    await expectPage("calendar");
    expect(away.router.state.location.pathname).toBe("/calendar");
  });

  it("bounces a finished setup from /first-settings to / and on to the athlete's calendar", async () => {
    signIn();
    mockFetch([{ path: "/api/account/info/", body: accountInfo() }]);
    const { router } = renderRoutes(routes, "/first-settings");
    await expectPage("calendar");
    expect(router.state.location.pathname).toBe("/calendar");
  });

  it("sends a coach from / to /dashboard", async () => {
    signIn();
    mockFetch([{ path: "/api/account/info/", body: accountInfo({ isCoach: true }) }]);
    renderRoutes(routes, "/");
    await expectPage("dashboard");
  });

  it("sends an athlete away from coach-only routes, and a coach away from owner-only ones", async () => {
    signIn();
    mockFetch([{ path: "/api/account/info/", body: accountInfo() }]);
    const athlete = renderRoutes(routes, "/dashboard");
    await expectPage("calendar");
    expect(athlete.router.state.location.pathname).toBe("/calendar");
    athlete.unmount();

    mockFetch([{ path: "/api/account/info/", body: accountInfo({ isCoach: true }) }]);
    renderRoutes(routes, "/my-coaches");
    await expectPage("dashboard");
  });

  it("remembers the visited athlete for the account", async () => {
    signIn();
    const calls = mockFetch([
      { path: "/api/account/info/", body: accountInfo({ isCoach: true }) },
      { method: "PUT", path: "/api/account/visited-athlete/", body: null },
    ]);
    renderRoutes(routes, "/athlete/42/calendar");
    await expectPage("athlete-calendar");
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PUT")).toEqual([
        expect.objectContaining({ path: "/api/account/visited-athlete/", body: { athleteId: 42 } }),
      ]),
    );
  });
});
