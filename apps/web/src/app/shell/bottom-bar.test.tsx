import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render";
import { NotificationsNavIcon } from "../../features/notifications/components/notification-bell";
import { bellLabel } from "../../features/notifications/components/notification-messages";
import { bottomBarItems } from "../nav/nav-items";
import { registerRouteTable } from "../route-availability";
import { BottomBar } from "./bottom-bar";

describe("BottomBar", () => {
  it("shows the unread badge on Notif. and goes to /notifications", async () => {
    const routes = [
      {
        path: "/calendar",
        element: (
          <BottomBar
            entries={bottomBarItems("athlete", 3)}
            decorations={{
              notifications: { icon: <NotificationsNavIcon count={120} />, label: bellLabel(120) },
            }}
          />
        ),
      },
      { path: "/notifications", element: <p>Notifications page</p> },
    ];
    registerRouteTable(routes);
    const { router } = renderRoutes(routes, "/calendar");
    const item = screen.getByRole("button", { name: "Notifications, 120 unread" });
    expect(item).toHaveTextContent("99+");
    expect(item).toHaveTextContent("Notif.");
    await userEvent.setup().click(item);
    expect(await screen.findByText("Notifications page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/notifications");
  });
});
