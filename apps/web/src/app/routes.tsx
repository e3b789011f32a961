import { Center, Loader } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { EmailConfirmPage } from "../features/auth/components/email-confirm-page";
import { LoginPage } from "../features/auth/components/login-page";
import { PasswordResetPage } from "../features/auth/components/password-reset-page";
import { PasswordResetRequestPage } from "../features/auth/components/password-reset-request-page";
import { SetPasswordPage } from "../features/auth/components/set-password-page";
import { HostBrand } from "../features/business/components/host-brand";
import { Subdomain404Page } from "../features/business/components/subdomain-404-page";
import { AthleteScope } from "./guards/athlete-scope";
import { RequireAuth } from "./guards/require-auth";
import { RequireRole } from "./guards/require-role";
import { RequireSubscription } from "./guards/require-subscription";
import type { RouteHandle } from "./route-handle";
import { ErrorPage } from "./routes/error-page";
import { HomeRedirect } from "./routes/home-redirect";
import { NotFoundPage } from "./routes/not-found";
import { RedirectEncodedPage } from "./routes/redirect-encoded";
import { RegisterRoute, SubdomainOnly } from "./routes/register-route";
import { withRouteErrors } from "./routes/route-error";
import { AdminCenterHome, AdminCenterLayout } from "./shell/admin-center-layout";
import { AppLayout } from "./shell/app-layout";

// Screens behind sign-in load on demand, so /login stays small.
const DashboardRoute = lazy(() =>
  import("./routes/dashboard-route").then((m) => ({ default: m.DashboardRoute })),
);
const CalendarRoute = lazy(() =>
  import("./routes/calendar-route").then((m) => ({ default: m.CalendarRoute })),
);
const ZonesRoute = lazy(() =>
  import("./routes/zones-route").then((m) => ({ default: m.ZonesRoute })),
);
const OverviewRoute = lazy(() =>
  import("./routes/overview-route").then((m) => ({ default: m.OverviewRoute })),
);
const InsightsRoute = lazy(() =>
  import("./routes/insights-route").then((m) => ({ default: m.InsightsRoute })),
);
const RacesRecordsRoute = lazy(() =>
  import("./routes/races-records-route").then((m) => ({ default: m.RacesRecordsRoute })),
);
const RacesRedirect = lazy(() =>
  import("./routes/races-records-route").then((m) => ({ default: m.RacesRedirect })),
);
const AthleteProfileRoute = lazy(() =>
  import("./routes/athlete-profile-route").then((m) => ({ default: m.AthleteProfileRoute })),
);
const AthleteSettingsRoute = lazy(() =>
  import("./routes/athlete-settings-route").then((m) => ({ default: m.AthleteSettingsRoute })),
);
const FirstSettingsRoute = lazy(() =>
  import("./routes/first-settings-route").then((m) => ({ default: m.FirstSettingsRoute })),
);
const AccountSettingsPage = lazy(() =>
  import("../features/account/components/account-settings-page").then((m) => ({
    default: m.AccountSettingsPage,
  })),
);

const LibraryRoute = lazy(() =>
  import("./routes/library-route").then((m) => ({
    default: m.LibraryRoute,
  })),
);

const ActivitiesRoute = lazy(() =>
  import("./routes/activities-route").then((m) => ({ default: m.ActivitiesRoute })),
);
const AnalysisRoute = lazy(() =>
  import("./routes/analysis-route").then((m) => ({ default: m.AnalysisRoute })),
);

const PerformanceRoute = lazy(() =>
  import("./routes/performance-route").then((m) => ({ default: m.PerformanceRoute })),
);
const MacrocycleRoute = lazy(() =>
  import("./routes/macrocycle-route").then((m) => ({ default: m.MacrocycleRoute })),
);

const AthleteInviteRoute = lazy(() =>
  import("./routes/invitations-route").then((m) => ({ default: m.AthleteInviteRoute })),
);
const InvitationsRoute = lazy(() =>
  import("./routes/invitations-route").then((m) => ({ default: m.InvitationsRoute })),
);
const InvitationResponsePage = lazy(() =>
  import("../features/invitations/components/invitation-response-page").then((m) => ({
    default: m.InvitationResponsePage,
  })),
);

const TrainerSetupPage = lazy(() =>
  import("../features/invitations/components/trainer-setup-page").then((m) => ({
    default: m.TrainerSetupPage,
  })),
);

const PlanLibraryRoute = lazy(() =>
  import("./routes/plans-route").then((m) => ({ default: m.PlanLibraryRoute })),
);
const PlanModifyRoute = lazy(() =>
  import("./routes/plans-route").then((m) => ({ default: m.PlanModifyRoute })),
);
const OnboardingRoute = lazy(() =>
  import("./routes/onboarding-route").then((m) => ({ default: m.OnboardingRoute })),
);

const NotificationsRoute = lazy(() =>
  import("./routes/notifications-route").then((m) => ({ default: m.NotificationsRoute })),
);
const NotificationSettingsRoute = lazy(() =>
  import("./routes/notifications-route").then((m) => ({ default: m.NotificationSettingsRoute })),
);
const UnsubscribePage = lazy(() =>
  import("../features/notifications/components/unsubscribe-page").then((m) => ({
    default: m.UnsubscribePage,
  })),
);

const MyCoachesRoute = lazy(() =>
  import("./routes/my-coaches-route").then((m) => ({ default: m.MyCoachesRoute })),
);
const WelcomePage = lazy(() =>
  import("../features/business/components/welcome-page").then((m) => ({
    default: m.WelcomePage,
  })),
);
const BusinessProfileRoute = lazy(() =>
  import("./routes/business-profile-route").then((m) => ({ default: m.BusinessProfileRoute })),
);

const MyAthletesRoute = lazy(() =>
  import("./routes/my-athletes-route").then((m) => ({ default: m.MyAthletesRoute })),
);

const PaymentsRoute = lazy(() =>
  import("./routes/payments-route").then((m) => ({ default: m.PaymentsRoute })),
);

const SubscriptionRoute = lazy(() =>
  import("./routes/subscription-route").then((m) => ({ default: m.SubscriptionRoute })),
);
const UpgradeRoute = lazy(() =>
  import("./routes/subscription-route").then((m) => ({ default: m.UpgradeRoute })),
);

const page = (element: ReactNode) => (
  <Suspense
    fallback={
      <Center h="50dvh">
        <Loader aria-label="Loading" />
      </Center>
    }
  >
    {element}
  </Suspense>
);

const coach: RouteHandle = { context: "coach" };
const fullscreen: RouteHandle = { context: "fullscreen" };

/**
 * The route table; each feature adds its screens here. Every route shows RouteError when it
 * fails, inside the shell for the signed-in pages.
 */
export const routes: RouteObject[] = withRouteErrors([
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
  { path: "/register", element: <RegisterRoute />, handle: fullscreen },
  // The business subdomain's own screens; the main app sends them away.
  {
    path: "/welcome",
    element: <SubdomainOnly>{page(<WelcomePage />)}</SubdomainOnly>,
    handle: fullscreen,
  },
  {
    path: "/set-password",
    element: (
      <SubdomainOnly>
        <SetPasswordPage />
      </SubdomainOnly>
    ),
    handle: fullscreen,
  },
  // The invited coach's first visit: the coach invitation mail links here, with its token.
  {
    path: "/trainer-setup",
    element: <SubdomainOnly>{page(<TrainerSetupPage />)}</SubdomainOnly>,
    handle: fullscreen,
  },
  {
    path: "/subdomain-404",
    element: (
      <SubdomainOnly>
        <Subdomain404Page />
      </SubdomainOnly>
    ),
    handle: fullscreen,
  },
  { path: "/password-reset-request", element: <PasswordResetRequestPage />, handle: fullscreen },
  { path: "/password-reset/:token", element: <PasswordResetPage />, handle: fullscreen },
  { path: "/email-confirm/:token", element: <EmailConfirmPage />, handle: fullscreen },
  { path: "/error.html", element: <ErrorPage />, handle: fullscreen },
  { path: "/404", element: <NotFoundPage />, handle: fullscreen },
  { path: "/redirect-encoded", element: <RedirectEncodedPage /> },
  // Signed out too: the invited address signs in or sets a password from here.
  {
    path: "/invitation/:urlHash",
    element: page(<InvitationResponsePage />),
    handle: fullscreen,
  },
  // Signed out too: an e-mail's unsubscribe link carries its own token.
  { path: "/unsubscribe", element: page(<UnsubscribePage />), handle: fullscreen },
  {
    element: <RequireAuth />,
    children: [
      { path: "/first-settings", element: page(<FirstSettingsRoute />), handle: fullscreen },
      {
        element: (
          <RequireSubscription>
            <AppLayout />
          </RequireSubscription>
        ),
        children: [
          { path: "/", element: <HomeRedirect /> },
          {
            path: "/dashboard",
            handle: coach,
            element: (
              <RequireRole roles={["coach", "owner"]}>{page(<DashboardRoute />)}</RequireRole>
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
              { path: "workouts", element: page(<LibraryRoute />) },
              { path: "plan-library", element: page(<PlanLibraryRoute />) },
            ],
          },
          {
            path: "/admin-center/plan-modify",
            handle: coach,
            element: (
              <RequireRole roles={["coach", "owner"]}>{page(<PlanModifyRoute />)}</RequireRole>
            ),
          },
          {
            path: "/my-athletes",
            handle: coach,
            element: (
              <RequireRole roles={["coach", "owner"]}>{page(<MyAthletesRoute />)}</RequireRole>
            ),
          },
          {
            path: "/my-coaches",
            handle: coach,
            element: <RequireRole roles={["owner"]}>{page(<MyCoachesRoute />)}</RequireRole>,
          },
          { path: "/notifications", handle: coach, element: page(<NotificationsRoute />) },
          { path: "/notification-settings", element: page(<NotificationSettingsRoute />) },
          { path: "/athlete-invite", element: page(<AthleteInviteRoute />) },
          { path: "/invitations", element: page(<InvitationsRoute />) },
          { path: "/calendar", element: page(<CalendarRoute />) },
          { path: "/zones", element: page(<ZonesRoute />) },
          { path: "/activities", element: page(<ActivitiesRoute />) },
          { path: "/activity/:activityId", element: page(<AnalysisRoute />) },
          {
            path: "/athlete/:athleteId",
            element: <AthleteScope />,
            children: [
              { path: "calendar", element: page(<CalendarRoute />) },
              { path: "zones", element: page(<ZonesRoute />) },
              { path: "performance", element: page(<PerformanceRoute />) },
              { path: "macrocycle", element: page(<MacrocycleRoute />) },
              { path: "profile", element: page(<OverviewRoute />) },
              { path: "training-insights", element: page(<InsightsRoute />) },
              { path: "races-records", element: page(<RacesRecordsRoute />) },
              { path: "races", element: page(<RacesRedirect />) },
              { path: "athlete-profile", element: page(<AthleteProfileRoute />) },
              { path: "athlete-settings", element: page(<AthleteSettingsRoute />) },
            ],
          },
          { path: "/settings", element: page(<AccountSettingsPage />) },
          { path: "/upgrade", element: page(<UpgradeRoute />), handle: fullscreen },
          { path: "/subscription", element: <Navigate to="/admin-center/subscription" replace /> },
          {
            path: "/admin-center",
            handle: coach,
            element: (
              <RequireRole roles={["coach", "owner"]}>
                <AdminCenterHome />
              </RequireRole>
            ),
          },
          // The admin center's pages share its tab bar.
          {
            element: <AdminCenterLayout />,
            children: [
              {
                path: "/admin-center/subscription",
                handle: coach,
                element: (
                  <RequireRole roles={["coach", "owner"]}>
                    {page(<SubscriptionRoute />)}
                  </RequireRole>
                ),
              },
              {
                path: "/admin-center/account-info",
                handle: coach,
                element: (
                  <RequireRole roles={["owner"]}>{page(<AccountSettingsPage />)}</RequireRole>
                ),
              },
              {
                path: "/admin-center/profile",
                handle: coach,
                element: (
                  <RequireRole roles={["owner"]}>{page(<BusinessProfileRoute />)}</RequireRole>
                ),
              },
              {
                path: "/admin-center/notifications",
                handle: coach,
                element: (
                  <RequireRole roles={["coach", "owner"]}>
                    {page(<NotificationSettingsRoute />)}
                  </RequireRole>
                ),
              },
              {
                path: "/admin-center/on-boarding",
                handle: coach,
                element: (
                  <RequireRole roles={["coach", "owner"]}>{page(<OnboardingRoute />)}</RequireRole>
                ),
              },
            ],
          },
          {
            path: "/payments",
            handle: coach,
            element: (
              <RequireRole roles={["athlete", "owner"]}>{page(<PaymentsRoute />)}</RequireRole>
            ),
          },
        ],
      },
    ],
  },
  { path: "*", element: <Navigate to="/404" replace /> },
]);
