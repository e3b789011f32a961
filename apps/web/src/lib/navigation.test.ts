import { describe, expect, it, vi } from "vitest";
import { holdNavigation, navigateTo, setNavigator } from "./navigation";

describe("a navigation asked before the router is made", () => {
  it("waits for the router, then goes there through it", async () => {
    const made = holdNavigation();
    navigateTo("/login", { replace: true });
    const navigate = vi.fn();
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    made({ navigate });
    await Promise.resolve();
    await Promise.resolve();
    expect(navigate.mock.calls).toEqual([["/login", { replace: true }]]);
    // The router's own navigator, once registered, takes the next navigations directly.
    const direct = vi.fn();
    setNavigator(direct);
    navigateTo("/calendar");
    expect(direct.mock.calls).toEqual([["/calendar", undefined]]);
  });
});
