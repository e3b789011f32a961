import { type AppEvent, AppEventSchema } from "@coach/shared/events/app-events";
import { LIVE_CHANNEL_PATH, LiveCloseCode } from "@coach/shared/events/live-channel";

/** After a dropped connection the channel tries again after this, and again, until it opens. */
export const RECONNECT_DELAY_MS = 60_000;

export type LiveListener = (event: AppEvent) => void;

export type LiveChannel = {
  subscribe(listener: LiveListener): () => void;
  /** Closes with 1000: the channel stays closed. */
  close(): void;
};

/** What the channel needs of the browser's WebSocket (tests give a fake one). */
export type WebSocketLike = {
  onmessage: ((message: { data: unknown }) => void) | null;
  onclose: ((close: { code: number }) => void) | null;
  close(code?: number): void;
};
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** `/WS` on the page's own host, over wss on an https page. */
export function liveChannelUrl(token: string, location: Location = window.location) {
  const protocol = location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${location.host}${LIVE_CHANNEL_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The live channel (docs/decisions/054-live-updates-and-push.md): a websocket signed in with
 * the refresh token that brings each event of the signed-in user as one JSON frame. A close
 * with 1000 (ours) or 1008 (token refused) ends it; any other close (1006 dropped, 1001 server
 * restarting) connects again after 60 s, with the refresh token of that moment.
 */
export function connectLiveChannel(options: {
  /** The current refresh token; without one the channel does not connect. */
  getToken: () => string | null;
  WebSocketClass?: WebSocketConstructor;
  url?: (token: string) => string;
}): LiveChannel {
  const WebSocketClass = options.WebSocketClass ?? (WebSocket as unknown as WebSocketConstructor);
  const url = options.url ?? liveChannelUrl;
  const listeners = new Set<LiveListener>();
  let socket: WebSocketLike | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let isClosed = false;

  function open() {
    reconnectTimer = undefined;
    const token = options.getToken();
    if (isClosed || !token) return;
    const current = new WebSocketClass(url(token));
    socket = current;
    current.onmessage = (message) => {
      const event = parseEvent(message.data);
      if (event) for (const listener of listeners) listener(event);
    };
    current.onclose = ({ code }) => {
      if (socket !== current) return;
      socket = undefined;
      const isFinal = code === LiveCloseCode.normal || code === LiveCloseCode.policyViolation;
      if (!isClosed && !isFinal) reconnectTimer = setTimeout(open, RECONNECT_DELAY_MS);
    };
  }

  open();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      isClosed = true;
      clearTimeout(reconnectTimer);
      socket?.close(LiveCloseCode.normal);
      socket = undefined;
    },
  };
}

/** A frame is one event; anything else (a newer server's event type) is ignored. */
function parseEvent(data: unknown): AppEvent | undefined {
  if (typeof data !== "string") return undefined;
  try {
    const parsed = AppEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
