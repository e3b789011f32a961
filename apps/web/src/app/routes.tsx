import { Center, Loader } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { LoginPage } from "../features/auth/components/login-page";
import { HostBrand } from "../features/business/components/host-brand";
import { RequireAuth } from "./guards/require-auth";
import { RequireRole } from "./guards/require-role";
import type { Role } from "./nav/roles";
import type { RouteHandle } from "./route-handle";
import { HomeRedirect } from "./routes/home-redirect";
import { withRouteErrors } from "./routes/route-error";
import { SubdomainOnly } from "./routes/subdomain-only";

/*
 * Only /login's code is in the first script: every other screen, the signed-in shell and the
 * guards above screens load on demand, through the route's `lazy`. React Router calls the
 * `lazy` of every matched route at once, so the shell's chunk and the screen's load side by side
 * rather than one after the other (docs/decisions/100-delivery-and-compiled-server.md).
 */

/** A route whose screen loads on demand; `wrap` puts the guards that stay in the table around it. */
function lazyScreen(
  load: () => Promise<ComponentType>,
  wrap: (screen: ReactNode) => ReactNode = (screen) => screen,
): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      const Screen = await load();
      return { element: wrap(<Screen />) };
    },
  };
}

const forRoles = (roles: Role[]) => (screen: ReactNode) => (
  <RequireRole roles={roles}>{screen}</RequireRole>
);
const coachesAndOwners = forRoles(["coach", "owner"]);
const ownersOnly = forRoles(["owner"]);
const subdomainOnly = (screen: ReactNode) => <SubdomainOnly>{screen}</SubdomainOnly>;

/** What the page shows while the code of the screen it opens on arrives. */
const loadingScreen = (
  <Center h="50dvh">
    <Loader aria-label="Loading" />
  </Center>
);

const coach: RouteHandle = { context: "coach" };
const fullscreen: RouteHandle = { context: "fullscreen" };

/**
 * The route table; each feature adds its screens here. Every route shows RouteError when it
 * fails, inside the shell for the signed-in pages.
 */
export const routes: RouteObject[] = withRouteErrors([
  {
    // Drawn while the first page's code loads; the screens' routes load theirs (lazyScreen).
    hydrateFallbackElement: loadingScreen,
    element: <Outlet />,
    children: [
      {
        path: "/login",
        element: (
          <HostBrand>
            <LoginPage />
          </HostBrand>
        ),
        handle: fullscreen,
      },
      // The main app's registration, or on a business's subdomain the athlete's request to join.
      {
        path: "/register",
        handle: fullscreen,
        ...lazyScreen(() => import("./routes/register-route").then((m) => m.RegisterRoute)),
      },
      // The business subdomain's own screens; the main app sends them away.
      {
        path: "/welcome",
        handle: fullscreen,
        ...lazyScreen(
          () => import("../features/business/components/welcome-page").then((m) => m.WelcomePage),
          subdomainOnly,
        ),
      },
      {
        path: "/set-password",
        handle: fullscreen,
        ...lazyScreen(
          () =>
            import("../features/auth/components/set-password-page").then((m) => m.SetPasswordPage),
          subdomainOnly,
        ),
      },
      // The invited coach's first visit: the coach invitation mail links here, with its token.
      {
        path: "/trainer-setup",
        handle: fullscreen,
        ...lazyScreen(
          () =>
            import("../features/invitations/components/trainer-setup-page").then(
              (m) => m.TrainerSetupPage,
            ),
          subdomainOnly,
        ),
      },
      {
        path: "/subdomain-404",
        handle: fullscreen,
        ...lazyScreen(
          () =>
            import("../features/business/components/subdomain-404-page").then(
              (m) => m.Subdomain404Page,
            ),
          subdomainOnly,
        ),
      },
      {
        path: "/password-reset-request",
        handle: fullscreen,
        ...lazyScreen(() =>
          import("../features/auth/components/password-reset-request-page").then(
            (m) => m.PasswordResetRequestPage,
          ),
        ),
      },
      {
        path: "/password-reset/:token",
        handle: fullscreen,
        ...lazyScreen(() =>
          import("../features/auth/components/password-reset-page").then(
            (m) => m.PasswordResetPage,
          ),
        ),
      },
      {
        path: "/email-confirm/:token",
        handle: fullscreen,
        ...lazyScreen(() =>
          import("../features/auth/components/email-confirm-page").then((m) => m.EmailConfirmPage),
        ),
      },
      {
        path: "/error.html",
        handle: fullscreen,
        ...lazyScreen(() => import("./routes/error-page").then((m) => m.ErrorPage)),
      },
      {
        path: "/404",
        handle: fullscreen,
        ...lazyScreen(() => import("./routes/not-found").then((m) => m.NotFoundPage)),
      },
      {
        path: "/redirect-encoded",
        ...lazyScreen(() => import("./routes/redirect-encoded").then((m) => m.RedirectEncodedPage)),
      },
      // Signed out too: the invited address signs in or sets a password from here.
      {
        path: "/invitation/:urlHash",
        handle: fullscreen,
        ...lazyScreen(() =>
          import("../features/invitations/components/invitation-response-page").then(
            (m) => m.InvitationResponsePage,
          ),
        ),
      },
      // Signed out too: an e-mail's unsubscribe link carries its own token.
      {
        path: "/unsubscribe",
        handle: fullscreen,
        ...lazyScreen(() =>
          import("../features/notifications/components/unsubscribe-page").then(
            (m) => m.UnsubscribePage,
          ),
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: "/first-settings",
            handle: fullscreen,
            ...lazyScreen(() =>
              import("./routes/first-settings-route").then((m) => m.FirstSettingsRoute),
            ),
          },
          {
            // The shell of the signed-in pages, loaded beside the screen it frames.
            lazy: async () => {
              const [{ AppLayout }, { RequireSubscription }] = await Promise.all([
                import("./shell/app-layout"),
                import("./guards/require-subscription"),
              ]);
              return {
                element: (
                  <RequireSubscription>
                    <AppLayout />
                  </RequireSubscription>
                ),
              };
            },
            children: [
              { path: "/", element: <HomeRedirect /> },
              {
                path: "/dashboard",
                handle: coach,
                ...lazyScreen(
                  () => import("./routes/dashboard-route").then((m) => m.DashboardRoute),
                  coachesAndOwners,
                ),
              },
              {
                path: "/library",
                handle: coach,
                element: (
                  <RequireRole roles={["coach", "owner"]}>
                    <Outlet />
                  </RequireRole>
                ),
                children: [
                  { index: true, element: <Navigate to="/library/workouts" replace /> },
                  {
                    path: "workouts",
                    ...lazyScreen(() =>
                      import("./routes/library-route").then((m) => m.LibraryRoute),
                    ),
                  },
                  {
                    path: "plan-library",
                    ...lazyScreen(() =>
                      import("./routes/plans-route").then((m) => m.PlanLibraryRoute),
                    ),
                  },
                ],
              },
              {
                path: "/admin-center/plan-modify",
                handle: coach,
                ...lazyScreen(
                  () => import("./routes/plans-route").then((m) => m.PlanModifyRoute),
                  coachesAndOwners,
                ),
              },
              {
                path: "/my-athletes",
                handle: coach,
                ...lazyScreen(
                  () => import("./routes/my-athletes-route").then((m) => m.MyAthletesRoute),
                  coachesAndOwners,
                ),
              },
              {
                path: "/my-coaches",
                handle: coach,
                ...lazyScreen(
                  () => import("./routes/my-coaches-route").then((m) => m.MyCoachesRoute),
                  ownersOnly,
                ),
              },
              {
                path: "/notifications",
                handle: coach,
                ...lazyScreen(() =>
                  import("./routes/notifications-route").then((m) => m.NotificationsRoute),
                ),
              },
              {
                path: "/notification-settings",
                ...lazyScreen(() =>
                  import("./routes/notifications-route").then((m) => m.NotificationSettingsRoute),
                ),
              },
              {
                path: "/athlete-invite",
                ...lazyScreen(() =>
                  import("./routes/invitations-route").then((m) => m.AthleteInviteRoute),
                ),
              },
              {
                path: "/invitations",
                ...lazyScreen(() =>
                  import("./routes/invitations-route").then((m) => m.InvitationsRoute),
                ),
              },
              {
                path: "/calendar",
                ...lazyScreen(() => import("./routes/calendar-route").then((m) => m.CalendarRoute)),
              },
              {
                path: "/zones",
                ...lazyScreen(() => import("./routes/zones-route").then((m) => m.ZonesRoute)),
              },
              {
                path: "/activities",
                ...lazyScreen(() =>
                  import("./routes/activities-route").then((m) => m.ActivitiesRoute),
                ),
              },
              {
                path: "/activity/:activityId",
                ...lazyScreen(() => import("./routes/analysis-route").then((m) => m.AnalysisRoute)),
              },
              {
                path: "/athlete/:athleteId",
                lazy: () =>
                  import("./guards/athlete-scope").then((m) => ({ Component: m.AthleteScope })),
                children: [
                  {
                    path: "calendar",
                    ...lazyScreen(() =>
                      import("./routes/calendar-route").then((m) => m.CalendarRoute),
                    ),
                  },
                  {
                    path: "zones",
                    ...lazyScreen(() => import("./routes/zones-route").then((m) => m.ZonesRoute)),
                  },
                  {
                    path: "performance",
                    ...lazyScreen(() =>
                      import("./routes/performance-route").then((m) => m.PerformanceRoute),
                    ),
                  },
                  {
                    path: "macrocycle",
                    ...lazyScreen(() =>
                      import("./routes/macrocycle-route").then((m) => m.MacrocycleRoute),
                    ),
                  },
                  {
                    path: "profile",
                    ...lazyScreen(() =>
                      import("./routes/overview-route").then((m) => m.OverviewRoute),
                    ),
                  },
                  {
                    path: "training-insights",
                    ...lazyScreen(() =>
                      import("./routes/insights-route").then((m) => m.InsightsRoute),
                    ),
                  },
                  {
                    path: "races-records",
                    ...lazyScreen(() =>
                      import("./routes/races-records-route").then((m) => m.RacesRecordsRoute),
                    ),
                  },
                  {
                    path: "races",
                    ...lazyScreen(() =>
                      import("./routes/races-records-route").then((m) => m.RacesRedirect),
                    ),
                  },
                  {
                    path: "athlete-profile",
                    ...lazyScreen(() =>
                      import("./routes/athlete-profile-route").then((m) => m.AthleteProfileRoute),
                    ),
                  },
                  {
                    path: "athlete-settings",
                    ...lazyScreen(() =>
                      import("./routes/athlete-settings-route").then((m) => m.AthleteSettingsRoute),
                    ),
                  },
                ],
              },
              {
                path: "/settings",
                ...lazyScreen(() =>
                  import("../features/account/components/account-settings-page").then(
                    (m) => m.AccountSettingsPage,
                  ),
                ),
              },
              {
                path: "/upgrade",
                handle: fullscreen,
                ...lazyScreen(() =>
                  import("./routes/subscription-route").then((m) => m.UpgradeRoute),
                ),
              },
              {
                path: "/subscription",
                element: <Navigate to="/admin-center/subscription" replace />,
              },
              {
                path: "/admin-center",
                handle: coach,
                ...lazyScreen(
                  () => import("./shell/admin-center-layout").then((m) => m.AdminCenterHome),
                  coachesAndOwners,
                ),
              },
              // The admin center's pages share its tab bar.
              {
                lazy: () =>
                  import("./shell/admin-center-layout").then((m) => ({
                    Component: m.AdminCenterLayout,
                  })),
                children: [
                  {
                    path: "/admin-center/subscription",
                    handle: coach,
                    ...lazyScreen(
                      () => import("./routes/subscription-route").then((m) => m.SubscriptionRoute),
                      coachesAndOwners,
                    ),
                  },
                  {
                    path: "/admin-center/account-info",
                    handle: coach,
                    ...lazyScreen(
                      () =>
                        import("../features/account/components/account-settings-page").then(
                          (m) => m.AccountSettingsPage,
                        ),
                      ownersOnly,
                    ),
                  },
                  {
                    path: "/admin-center/profile",
                    handle: coach,
                    ...lazyScreen(
                      () =>
                        import("./routes/business-profile-route").then(
                          (m) => m.BusinessProfileRoute,
                        ),
                      ownersOnly,
                    ),
                  },
                  {
                    path: "/admin-center/notifications",
                    handle: coach,
                    ...lazyScreen(
                      () =>
                        import("./routes/notifications-route").then(
                          (m) => m.NotificationSettingsRoute,
                        ),
                      coachesAndOwners,
                    ),
                  },
                  {
                    path: "/admin-center/on-boarding",
                    handle: coach,
                    ...lazyScreen(
                      () => import("./routes/onboarding-route").then((m) => m.OnboardingRoute),
                      coachesAndOwners,
                    ),
                  },
                ],
              },
              {
                path: "/payments",
                handle: coach,
                ...lazyScreen(
                  () => import("./routes/payments-route").then((m) => m.PaymentsRoute),
                  forRoles(["athlete", "owner"]),
                ),
              },
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to="/404" replace /> },
    ],
  },
]);
