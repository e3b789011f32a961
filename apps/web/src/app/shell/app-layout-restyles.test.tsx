import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../test/render";
import { screenWhere } from "../../../test/screen-width";
import { registerRouteTable } from "../route-availability";
import { XS_MAX_PX } from "../theme";
import { AppLayout } from "./app-layout";

/**
 * An attribute changed on an element that holds the page makes the browser style the whole page
 * again when a custom property or an inherited style hangs on it: about 2,000 elements on a busy
 * month (decision 138). The chrome around the page sets none, neither after it is drawn nor when
 * the window is resized (which a phone does as its address bar slides away).
 */
async function attributesSetAroundThePage(afterDrawn: () => Promise<void>) {
  const routes = [
    { element: <AppLayout />, children: [{ path: "/page", element: <p>The page</p> }] },
  ];
  registerRouteTable(routes);
  renderRoutes(routes, "/page");
  const page = await screen.findByText("The page");
  const changed: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      if (target.contains(page)) changed.push(`${target.tagName} ${record.attributeName}`);
    }
  });
  observer.observe(document.documentElement, { attributes: true, subtree: true });
  await afterDrawn();
  observer.disconnect();
  return changed;
}

const waitMs = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe("the chrome around the page", () => {
  beforeEach(() => {
    signInForTest();
    mockFetch([{ path: "/api/account/info/", body: accountInfoFixture() }]);
  });

  it("leaves the elements that hold the page as they are once it is drawn", async () => {
    // Mantine's AppShell took `data-resizing` off its root 200 ms after mounting.
    expect(await attributesSetAroundThePage(() => waitMs(400))).toEqual([]);
  });

  it("leaves them as they are when a phone's window is resized", async () => {
    screenWhere((query) => query === `(max-width: ${XS_MAX_PX}px)`);
    const changed = await attributesSetAroundThePage(async () => {
      await act(async () => {
        window.dispatchEvent(new Event("resize"));
      });
      await waitMs(400);
    });
    expect(changed).toEqual([]);
  });
});
