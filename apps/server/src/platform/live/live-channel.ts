import { type AppEvent, AppEventSchema } from "@coach/shared/events/app-events";
import { LIVE_CHANNEL_PATH, LiveCloseCode } from "@coach/shared/events/live-channel";
import websocket, { type WebSocket } from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { EventBus } from "../events/event-bus";
import type { Logger } from "../logger";
import { audienceOf } from "./live-audience";
import { specFramesOf } from "./spec-messages";

/**
 * The live channel (docs/decisions/054-live-updates-and-push.md): a websocket at
 * `/WS?token={refresh}` that relays each committed event to the browsers of the users it
 * concerns, on whichever instance they are connected, followed by the spec-format messages the
 * event makes (spec-messages.ts).
 */
export interface LiveChannel {
  /** Adds the websocket routes (`/WS` and `/api/WS`) to the app; once per app. */
  register(app: FastifyInstance): Promise<void>;
  /** Closes every socket with 1001 (going away) and stops relaying events. */
  close(): Promise<void>;
}

/**
 * The user and session a refresh token belongs to, without rotating it; undefined when it is
 * not valid.
 */
export type AuthenticateRefresh = (
  refresh: string,
) => Promise<{ userId: number; sessionId: string } | undefined>;

/** Proxies drop a connection that is quiet for a minute; a ping keeps it open and finds dead peers. */
const HEARTBEAT_INTERVAL_MS = 30_000;
/** Browsers send nothing on this channel; anything larger than this is refused by `ws`. */
const MAX_INCOMING_BYTES = 1024;

export function createLiveChannel(options: {
  events: EventBus;
  authenticateRefresh: AuthenticateRefresh;
  logger: Logger;
}): LiveChannel {
  const logger = options.logger.child({ part: "live" });
  const socketsByUser = new Map<number, Set<WebSocket>>();
  const unanswered = new WeakSet<WebSocket>();
  const sessionOf = new WeakMap<WebSocket, string>();
  let isClosed = false;
  const stopRelaying = options.events.onEveryInstance((event) => relay(event));
  const heartbeatTimer = setInterval(heartbeat, HEARTBEAT_INTERVAL_MS);
  heartbeatTimer.unref();

  function add({ userId, sessionId }: { userId: number; sessionId: string }, socket: WebSocket) {
    sessionOf.set(socket, sessionId);
    const sockets = socketsByUser.get(userId) ?? new Set();
    sockets.add(socket);
    socketsByUser.set(userId, sockets);
    socket.on("pong", () => unanswered.delete(socket));
    socket.on("close", () => {
      sockets.delete(socket);
      if (sockets.size === 0 && socketsByUser.get(userId) === sockets) socketsByUser.delete(userId);
    });
  }

  function relay(event: AppEvent) {
    const parsed = AppEventSchema.safeParse(event);
    if (!parsed.success) return;
    if (parsed.data.type === "session.revoked") closeSessions(parsed.data);
    sendTo(audienceOf(parsed.data), JSON.stringify(parsed.data));
    for (const spec of specFramesOf(parsed.data)) {
      sendTo(spec.audience, JSON.stringify(spec.message));
    }
  }

  function sendTo(userIds: number[], frame: string) {
    for (const userId of new Set(userIds)) {
      for (const socket of socketsByUser.get(userId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(frame);
      }
    }
  }

  /** A socket lives no longer than its session: logout or a reset ends it on every instance. */
  function closeSessions(event: { userId: number; sessionIds: string[] }) {
    const ended = new Set(event.sessionIds);
    for (const socket of socketsByUser.get(event.userId) ?? []) {
      const sessionId = sessionOf.get(socket);
      if (sessionId && ended.has(sessionId)) {
        socket.close(LiveCloseCode.policyViolation, "Token is invalid or expired");
      }
    }
  }

  function heartbeat() {
    for (const sockets of socketsByUser.values()) {
      for (const socket of sockets) {
        if (unanswered.has(socket)) {
          socket.terminate();
          continue;
        }
        unanswered.add(socket);
        socket.ping();
      }
    }
  }

  function closeAll() {
    isClosed = true;
    stopRelaying();
    clearInterval(heartbeatTimer);
    for (const sockets of socketsByUser.values()) {
      for (const socket of sockets) socket.close(LiveCloseCode.goingAway, "Server shutting down");
    }
    socketsByUser.clear();
  }

  /** The outcome of the token check of an upgrade request, read when the socket opens. */
  const checked = new WeakMap<
    FastifyRequest,
    { userId: number; sessionId: string } | "refused" | "failed"
  >();

  async function checkToken(request: FastifyRequest<{ Querystring: { token?: unknown } }>) {
    const token = request.query.token;
    try {
      const session =
        typeof token === "string" && token ? await options.authenticateRefresh(token) : undefined;
      checked.set(request, session ?? "refused");
    } catch (error) {
      logger.error({ err: error }, "live channel could not check a token");
      checked.set(request, "failed");
    }
  }

  /**
   * Runs as the socket opens, right after the token check: a client that sees `open` is already
   * listed, so no event committed after that moment is missed.
   */
  function accept(socket: WebSocket, request: FastifyRequest) {
    const outcome = checked.get(request);
    if (isClosed) socket.close(LiveCloseCode.goingAway, "Server shutting down");
    else if (outcome === "failed") socket.close(LiveCloseCode.internalError, "Try again later");
    else if (outcome === undefined || outcome === "refused") {
      socket.close(LiveCloseCode.policyViolation, "Token is invalid or expired");
    } else add(outcome, socket);
  }

  return {
    async register(app) {
      await app.register(websocket, {
        options: { maxPayload: MAX_INCOMING_BYTES },
        // Instead of the plugin's own close without a code: 1001 tells clients to come back.
        preClose(done) {
          closeAll();
          done();
        },
      });
      for (const path of [LIVE_CHANNEL_PATH, `/api${LIVE_CHANNEL_PATH}`]) {
        app.get<{ Querystring: { token?: unknown } }>(
          path,
          // A bad token is accepted and then closed with 1008: a browser cannot read the status of
          // a refused upgrade (it reports 1006, which would make it retry forever).
          { websocket: true, preValidation: checkToken },
          accept,
        );
      }
    },
    async close() {
      closeAll();
    },
  };
}
