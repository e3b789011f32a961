import type { AppEvent } from "@coach/shared/events/app-events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  connectLiveChannel,
  liveChannelUrl,
  RECONNECT_DELAY_MS,
  type WebSocketLike,
} from "./live-channel";

/** Records every socket the channel opens; a test plays the server by calling its handlers. */
class FakeWebSocket implements WebSocketLike {
  static opened: FakeWebSocket[] = [];
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }

  close(code?: number) {
    this.closedWith = code;
  }

  /** The server (or the network) ends the connection with this code. */
  serverCloses(code: number) {
    this.onclose?.({ code });
  }
}

const event: AppEvent = { type: "notifications.changed", userId: 4 };

function connect(token: () => string | null = () => "refresh-1") {
  return connectLiveChannel({
    getToken: token,
    WebSocketClass: FakeWebSocket,
    url: (value) => `ws://app.test/WS?token=${value}`,
  });
}

describe("live channel client", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.opened = [];
  });
  afterEach(() => vi.useRealTimers());

  it("connects again exactly 60 s after an abnormal close (1006), with the token of that moment", () => {
    let token = "refresh-1";
    const channel = connect(() => token);
    expect(FakeWebSocket.opened.map((socket) => socket.url)).toEqual([
      "ws://app.test/WS?token=refresh-1",
    ]);

    FakeWebSocket.opened[0]!.serverCloses(1006);
    token = "refresh-2";
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeWebSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.opened.map((socket) => socket.url)).toEqual([
      "ws://app.test/WS?token=refresh-1",
      "ws://app.test/WS?token=refresh-2",
    ]);

    // Every 60 s while the server stays unreachable.
    FakeWebSocket.opened[1]!.serverCloses(1006);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeWebSocket.opened).toHaveLength(3);
    expect(RECONNECT_DELAY_MS).toBe(60_000);
    channel.close();
  });

  it("connects again after the server went away (1001)", () => {
    connect();
    FakeWebSocket.opened[0]!.serverCloses(1001);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeWebSocket.opened).toHaveLength(2);
  });

  it.each([
    [1000, "a normal close"],
    [1008, "a refused token"],
  ])("stays closed after %i (%s)", (code) => {
    connect();
    FakeWebSocket.opened[0]!.serverCloses(code);
    vi.advanceTimersByTime(10 * RECONNECT_DELAY_MS);
    expect(FakeWebSocket.opened).toHaveLength(1);
  });

  it("closes with 1000 and cancels a pending reconnect when closed", () => {
    const channel = connect();
    FakeWebSocket.opened[0]!.serverCloses(1006);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    channel.close();
    expect(FakeWebSocket.opened[1]!.closedWith).toBe(1000);
    FakeWebSocket.opened[1]!.serverCloses(1000);

    const second = connect();
    FakeWebSocket.opened[2]!.serverCloses(1006);
    second.close();
    vi.advanceTimersByTime(10 * RECONNECT_DELAY_MS);
    expect(FakeWebSocket.opened).toHaveLength(3);
  });

  it("does not connect without a refresh token", () => {
    connect(() => null);
    expect(FakeWebSocket.opened).toHaveLength(0);
  });

  it("gives each valid event to the listeners and ignores anything else", () => {
    const channel = connect();
    const heard: AppEvent[] = [];
    const unsubscribe = channel.subscribe((received) => heard.push(received));
    const socket = FakeWebSocket.opened[0]!;

    socket.onmessage?.({ data: JSON.stringify(event) });
    socket.onmessage?.({ data: JSON.stringify({ type: "future.event", id: 1 }) });
    socket.onmessage?.({ data: "not json" });
    unsubscribe();
    socket.onmessage?.({ data: JSON.stringify(event) });

    expect(heard).toEqual([event]);
  });

  it("uses wss on an https page, on the page's own host", () => {
    const page = { protocol: "https:", host: "hart.example.com" } as Location;
    expect(liveChannelUrl("a b", page)).toBe("wss://hart.example.com/WS?token=a%20b");
    const local = { protocol: "http:", host: "localhost:3000" } as Location;
    expect(liveChannelUrl("t", local)).toBe("ws://localhost:3000/WS?token=t");
  });
});
