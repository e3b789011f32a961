import { describe, expect, it } from "vitest";
import { adminCenterHome, adminCenterTabs, bottomBarItems, isMenu, topBarItems } from "./nav-items";

const labels = (entries: ReturnType<typeof bottomBarItems>) =>
  entries.map((entry) =>
    isMenu(entry) ? `${entry.label}[${entry.items.map((i) => i.label).join(",")}]` : entry.label,
  );

describe("top bar", () => {
  it("gives each role exactly its items", () => {
    expect(topBarItems("owner", "/athlete/1/calendar").map((i) => i.label)).toEqual([
      "Dashboard",
      "Library",
      "Payments",
      "Calendar",
      "Coaches",
      "Athletes",
    ]);
    expect(topBarItems("coach", "/athlete/2/calendar").map((i) => i.label)).toEqual([
      "Dashboard",
      "Library",
      "Calendar",
      "Athletes",
    ]);
    expect(topBarItems("athlete", "/calendar").map((i) => i.label)).toEqual([
      "Payments",
      "Calendar",
    ]);
  });

  it("points a coach's Calendar at their own calendar", () => {
    expect(
      topBarItems("coach", "/athlete/7/calendar").find((i) => i.key === "calendar")?.to,
    ).toEqual(["/athlete/7/calendar"]);
  });
});

describe("mobile bottom bar", () => {
  it("takes a coach to the calendar the top bar's Calendar opens", () => {
    const entry = bottomBarItems("coach", 2, "/athlete/2/calendar").find(
      (e) => e.key === "calendar",
    );
    expect(entry && !isMenu(entry) ? entry.to : null).toEqual(["/athlete/2/calendar"]);
  });

  it("gives each role exactly its items", () => {
    expect(labels(bottomBarItems("owner", 1))).toEqual([
      "Home",
      "Calendar",
      "Library",
      "People[Athletes,Coaches]",
      "Board",
      "Notif.",
      "Account[Account,Payments,Settings]",
    ]);
    expect(labels(bottomBarItems("coach", 2))).toEqual([
      "Home",
      "Calendar",
      "Library",
      "Athletes",
      "Board",
      "Notif.",
      "Account[Account,Payments,Settings]",
    ]);
    expect(labels(bottomBarItems("athlete", 3))).toEqual([
      "Calendar",
      "Board",
      "Notif.",
      "Settings",
      "Account[Account,Payments,Settings]",
    ]);
  });

  it("sends Account to CoachSettings, AccountInfo or AthleteProfile by role", () => {
    const account = (role: "owner" | "coach" | "athlete") => {
      const menu = bottomBarItems(role, 9).find((e) => e.key === "account");
      return menu && isMenu(menu) ? menu.items[0]!.to[0] : undefined;
    };
    expect(account("owner")).toBe("/admin-center/account-info");
    expect(account("coach")).toBe("/settings");
    expect(account("athlete")).toBe("/athlete/9/athlete-profile");
  });
});

describe("admin center", () => {
  const labels = (role: "owner" | "coach") => adminCenterTabs(role).map((tab) => tab.label);

  it("shows My plan and Account to business owners only", () => {
    expect(labels("owner")).toEqual([
      "My plan",
      "Account",
      "Business profile",
      "Notifications",
      "On-boarding",
    ]);
    expect(labels("coach")).toEqual(["Notifications", "On-boarding"]);
  });

  it("opens on My plan for an owner and on notifications for a coach", () => {
    expect(adminCenterHome("owner")).toBe("/admin-center/subscription");
    expect(adminCenterHome("coach")).toBe("/admin-center/notifications");
  });
});
