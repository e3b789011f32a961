import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../test/account-info.fixture";
import { holdAnswers, mockFetch, renderRoutes } from "../../../test/render";
import { screenWhere } from "../../../test/screen-width";
import { bellLabel } from "../../features/notifications/components/notification-messages";
import { registerRouteTable } from "../route-availability";
import { XS_MAX_PX } from "../theme";
import { AppLayout } from "./app-layout";

/** The product's mark, drawn by the phone's top bar alone: this counts the bar's renders. */
const headerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("./brand-mark", async (importOriginal) => {
  const module = await importOriginal<typeof import("./brand-mark")>();
  const BrandMark = (props: Parameters<typeof module.BrandMark>[0]) => {
    headerRenders.count += 1;
    return <module.BrandMark {...props} />;
  };
  return { ...module, BrandMark };
});

describe("the app's shell on a phone", () => {
  beforeEach(() => {
    signInForTest();
    screenWhere((query) => query === `(max-width: ${XS_MAX_PX}px)`);
  });

  it("counts the unread notifications in its bottom bar without drawing the rest again", async () => {
    mockFetch([
      { path: "/api/account/info/", body: accountInfoFixture() },
      {
        path: "/api/notifications/",
        body: {
          notifications: [],
          page: 1,
          count: 3,
          next: null,
          unread_count: 3,
          unread_by_category: {},
        },
      },
    ]);
    const release = holdAnswers("/api/notifications/");
    const routes = [
      {
        element: <AppLayout />,
        children: [
          { path: "/page", element: <p>The page</p> },
          { path: "/notifications", element: <p>Notifications</p> },
        ],
      },
    ];
    registerRouteTable(routes);
    renderRoutes(routes, "/page");
    expect(await screen.findByText("The page")).toBeInTheDocument();
    const bar = await screen.findByRole("navigation", { name: "Main" });
    expect(screen.getByRole("button", { name: "Feedback" })).toBeInTheDocument();
    expect(bar).toContainElement(screen.getByRole("button", { name: bellLabel(0) }));
    const before = headerRenders.count;
    expect(before).toBeGreaterThan(0);

    release();
    expect(await screen.findByRole("button", { name: bellLabel(3) })).toBeInTheDocument();
    expect(headerRenders.count - before).toBe(0);
  });
});
