/**
 * The live channel's contract (docs/decisions/054-live-updates-and-push.md): a websocket at
 * `/WS?token={refresh}` whose every text frame is one `AppEvent` as JSON; the client sends
 * nothing. Close codes are the standard ones (RFC 6455, section 7.4.1).
 */
export const LIVE_CHANNEL_PATH = "/WS";

export const LiveCloseCode = {
  /** The client closed it (sign-out, page left): it stays closed. */
  normal: 1000,
  /** The server instance is stopping: connect again, another instance will answer. */
  goingAway: 1001,
  /** Dropped without a close frame (network, crash); only ever seen by the client. */
  abnormal: 1006,
  /** Missing, unknown, revoked or expired refresh token: connecting again cannot help. */
  policyViolation: 1008,
  /** The server could not check the token (its database was unreachable). */
  internalError: 1011,
} as const;
