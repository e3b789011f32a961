import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { configureZodMessages } from "@coach/shared/validation/zod-config";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { AppDeps } from "./app-deps";
import type { TrustProxy } from "./config";
import { registerErrorHandler } from "./errors/error-handler";
import { refuseUnsafeInput } from "./errors/input-errors";
import { accountRoutes } from "./features/account/account.routes";
import { athleteProfileRoutes } from "./features/account/athlete-profile.routes";
import { activitiesRoutes } from "./features/activities/activities.routes";
import { mapTilesRoutes } from "./features/activities/map-tiles.routes";
import { authRoutes } from "./features/auth/auth.routes";
import { findRefreshTokenUser } from "./features/auth/auth.service";
import { businessRoutes } from "./features/business/business.routes";
import { signUpRequestsRoutes } from "./features/business/sign-up-requests.routes";
import { createSubdomainPages } from "./features/business/subdomain-pages";
import { calendarRoutes } from "./features/calendar/calendar.routes";
import { calendarEventRoutes } from "./features/calendar/calendar-events.routes";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes";
import { feedbackRoutes } from "./features/feedback/feedback.routes";
import { historyImportRoutes } from "./features/history-import/history-import.routes";
import { insightsRoutes } from "./features/insights/insights.routes";
import { invitationRegistrationRoutes } from "./features/invitations/invitation-registration.routes";
import { invitationsRoutes } from "./features/invitations/invitations.routes";
import { libraryRoutes } from "./features/library/library.routes";
import { macrocycleRoutes } from "./features/macrocycle/macrocycle.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { unsubscribeRoutes } from "./features/notifications/unsubscribe.routes";
import { onboardingRoutes } from "./features/onboarding/onboarding.routes";
import { athletePaymentsRoutes } from "./features/payments/athlete-payments.routes";
import { paymentsRoutes } from "./features/payments/payments.routes";
import { stripeWebhookRoutes } from "./features/payments/stripe-webhook.routes";
import { athleteCoachesRoutes } from "./features/people/athlete-coaches.routes";
import { businessAthletesRoutes } from "./features/people/business-athletes.routes";
import { coachManagerRoutes } from "./features/people/coach-manager.routes";
import { groupsRoutes } from "./features/people/groups.routes";
import { myAthletesRoutes } from "./features/people/my-athletes.routes";
import { pendingAthletesRoutes } from "./features/people/pending-athletes.routes";
import { peopleRoutes } from "./features/people/people.routes";
import { performanceRoutes } from "./features/performance/performance.routes";
import { plansRoutes } from "./features/plans/plans.routes";
import { quickstartRoutes } from "./features/quickstart/quickstart.routes";
import { subscriptionRoutes } from "./features/subscription/subscription.routes";
import { registerSubscriptionGuard } from "./features/subscription/subscription-guard";
import { surveyRoutes } from "./features/survey/survey.routes";
import { todosRoutes } from "./features/todos/todos.routes";
import { zonesRoutes } from "./features/zones/zones.routes";
import {
  REVALIDATE_CACHE,
  registerBuiltFiles,
  registerCompression,
} from "./platform/http/delivery";
import { isFilePath } from "./platform/http/file-paths";
import { registerMaintenanceMode } from "./platform/http/maintenance";
import { escapeAttribute, pagesWithPreloads } from "./platform/http/page-preloads";
import { registerRequestLog } from "./platform/http/request-log";
import { registerSecurityHeaders } from "./platform/http/security-headers";
import { failedJobsRoutes } from "./platform/jobs/failed-jobs.routes";
import { createLiveChannel } from "./platform/live/live-channel";
import { outboxRoutes } from "./platform/mail/outbox.routes";
import { pushRoutes } from "./platform/push/push.routes";

configureZodMessages();

export type BuildAppOptions = AppDeps;

/** Builds the HTTP app; every feature is registered here, so the route map reads in one place. */
export async function buildApp(deps: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // One logger for requests, services and jobs; Fastify types it as its base logger.
    loggerInstance: deps.logger as FastifyBaseLogger,
    // One line per request instead, from registerRequestLog.
    logController: new LogController({ disableRequestLogging: true }),
    // request.ip is the one client address every limit counts; X-Forwarded-For only from the
    // proxies TRUST_PROXY names (docs/decisions/081-rate-limits-and-sign-in-delays.md).
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
  });
  // Kept answers are served only while this instance hears every change (decision 127).
  await deps.answers.start();
  app.addHook("onClose", () => deps.answers.stop());
  // First of all: while MAINTENANCE is on, nothing but the health check runs.
  registerMaintenanceMode(app, deps.config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseUnsafeInput(app);
  // Before the features register, so that every route inherits it.
  registerSubscriptionGuard(app, deps);
  // Before every route: it compresses the answers of the routes registered after it.
  await registerCompression(app);

  // The map tile server's images, which may be served over plain http (a tile cache on the LAN).
  registerSecurityHeaders(app, {
    imgSources: deps.config.mapTiles ? [deps.config.mapTiles.origin] : [],
  });
  registerRequestLog(app);
  // A general ceiling per address (request.ip), kept in each instance's memory: a database write
  // per call would cost more than it protects. Sign-in and reset have their own tighter limits,
  // shared in PostgreSQL. Only API calls count: a page load fetches many assets, never refused.
  await app.register(rateLimit, {
    max: deps.config.apiRateLimit,
    timeWindow: "1 minute",
    allowList: (request) => !request.url.startsWith("/api/"),
  });

  if (deps.config.hasApiDocs) {
    await app.register(swagger, {
      openapi: { info: { title: "Endurance Coach API", version: "1.0.0" } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs" });
  }

  const live = createLiveChannel({
    events: deps.events,
    logger: deps.logger,
    authenticateRefresh: (refresh) => findRefreshTokenUser(deps, refresh),
  });
  await live.register(app);
  await app.register(async (scope) => pushRoutes(scope, deps));

  await app.register(async (scope) => authRoutes(scope, deps));
  await app.register(async (scope) => accountRoutes(scope, deps));
  await app.register(async (scope) => athleteProfileRoutes(scope, deps));
  await app.register(async (scope) => peopleRoutes(scope, deps));
  await app.register(async (scope) => invitationsRoutes(scope, deps));
  await app.register(async (scope) => invitationRegistrationRoutes(scope, deps));
  await app.register(async (scope) => myAthletesRoutes(scope, deps));
  await app.register(async (scope) => groupsRoutes(scope, deps));
  await app.register(async (scope) => pendingAthletesRoutes(scope, deps));
  await app.register(async (scope) => athleteCoachesRoutes(scope, deps));
  await app.register(async (scope) => businessAthletesRoutes(scope, deps));
  await app.register(async (scope) => coachManagerRoutes(scope, deps));
  await app.register(async (scope) => businessRoutes(scope, deps));
  await app.register(async (scope) => signUpRequestsRoutes(scope, deps));
  await app.register(async (scope) => libraryRoutes(scope, deps));
  await app.register(async (scope) => calendarRoutes(scope, deps));
  await app.register(async (scope) => calendarEventRoutes(scope, deps));
  await app.register(async (scope) => zonesRoutes(scope, deps));
  await app.register(async (scope) => activitiesRoutes(scope, deps));
  await app.register(async (scope) => mapTilesRoutes(scope, deps));
  await app.register(async (scope) => historyImportRoutes(scope, deps));
  await app.register(async (scope) => plansRoutes(scope, deps));
  await app.register(async (scope) => performanceRoutes(scope, deps));
  await app.register(async (scope) => macrocycleRoutes(scope, deps));
  await app.register(async (scope) => insightsRoutes(scope, deps));
  await app.register(async (scope) => onboardingRoutes(scope, deps));
  await app.register(async (scope) => notificationsRoutes(scope, deps));
  await app.register(async (scope) => unsubscribeRoutes(scope, deps));
  await app.register(async (scope) => paymentsRoutes(scope, deps));
  await app.register(async (scope) => athletePaymentsRoutes(scope, deps));
  await app.register(async (scope) => stripeWebhookRoutes(scope, deps));
  await app.register(async (scope) => subscriptionRoutes(scope, deps));
  await app.register(async (scope) => dashboardRoutes(scope, deps));
  await app.register(async (scope) => todosRoutes(scope, deps));
  await app.register(async (scope) => quickstartRoutes(scope, deps));
  await app.register(async (scope) => feedbackRoutes(scope, deps));
  await app.register(async (scope) => surveyRoutes(scope, deps));
  if (deps.config.hasDevRoutes) {
    await app.register(async (scope) => outboxRoutes(scope, deps));
    await app.register(async (scope) => failedJobsRoutes(scope, deps));
  }

  app.get("/api/health", { schema: { hide: true } }, async () => ({ ok: true }));
  await registerWebApp(app, deps.config, createSubdomainPages(deps));
  return app;
}

/** Fastify runs a hop count as this function (its types leave the number out). */
function trustProxyOption(trust: TrustProxy) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * The page tells the web app its parent domain (`APP_DOMAIN`), so the app knows which host is a
 * business's subdomain whatever the number of labels of the domain (`hart.coach.example.co.uk`).
 */
export function withAppDomain(html: string, appDomain: string): string {
  const meta = `<meta name="app-domain" content="${escapeAttribute(appDomain)}">`;
  return html.includes("</head>") ? html.replace("</head>", `${meta}</head>`) : `${meta}${html}`;
}

/**
 * Serves the built web app; any unknown non-API GET of a page (not a file) gets index.html so
 * the client router decides, unless the host is a business subdomain whose page the server
 * renders itself.
 */
async function registerWebApp(
  app: FastifyInstance,
  config: Pick<AppDeps["config"], "webDistDir" | "appDomain">,
  serveSubdomainPage: ReturnType<typeof createSubdomainPages>,
) {
  const distDir = config.webDistDir;
  const hasWebApp = existsSync(path.join(distDir, "index.html"));
  const pageFor = hasWebApp
    ? pagesWithPreloads(
        distDir,
        withAppDomain(readFileSync(path.join(distDir, "index.html"), "utf8"), config.appDomain),
      )
    : undefined;
  // The service worker and index.html are revalidated at every visit, so a new build reaches
  // browsers at once (docs/decisions/072-service-worker-and-web-push.md).
  if (hasWebApp) await registerBuiltFiles(app, distDir);
  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = request.method === "GET" && !request.url.startsWith("/api/");
    // A business's page, and its robots.txt.
    if (isPage && (await serveSubdomainPage(request, reply))) return reply;
    if (pageFor && isPage && !isFilePath(request.url)) {
      const { html, etag } = pageFor(request.url);
      reply.header("cache-control", REVALIDATE_CACHE).header("etag", etag);
      const known = request.headers["if-none-match"]?.split(/\s*,\s*/) ?? [];
      if (known.includes(etag)) return reply.status(304).send();
      return reply.type("text/html").send(html);
    }
    return reply.status(404).send({ code: "not_found", error: { message: "Not found." } });
  };
  // Pages are answered by a route, not only by the not-found handler: Fastify runs no route
  // hooks for the latter, so index.html and the business page would go out uncompressed.
  // Never rate-limited (only API calls are), as when the not-found handler alone answered.
  app.get("/*", { schema: { hide: true }, config: { rateLimit: false } }, answerPage);
  app.setNotFoundHandler(answerPage);
}
