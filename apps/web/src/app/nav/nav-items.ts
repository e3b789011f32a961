import type { Role } from "./roles";

export type NavItem = {
  key: string;
  label: string;
  /** Candidate paths, first available wins (a screen added later takes over). */
  to: string[];
};

export type NavMenu = { key: string; label: string; items: NavItem[] };

const item = (key: string, label: string, ...to: string[]): NavItem => ({ key, label, to });

/**
 * The desktop top bar, per role. The athlete selector, chat, bell, cog, help
 * and account menu sit on the right and are listed by `topBarTools`.
 */
export function topBarItems(role: Role, ownCalendarPath: string): NavItem[] {
  if (role === "athlete") {
    return [item("payments", "Payments", "/payments"), item("calendar", "Calendar", "/calendar")];
  }
  return [
    item("dashboard", "Dashboard", "/dashboard"),
    item("library", "Library", "/library"),
    ...(role === "owner" ? [item("payments", "Payments", "/payments")] : []),
    item("calendar", "Calendar", ownCalendarPath),
    ...(role === "owner" ? [item("coaches", "Coaches", "/my-coaches")] : []),
    item("athletes", "Athletes", "/my-athletes"),
  ];
}

export function topBarTools(role: Role, athleteId: number): NavItem[] {
  return [
    item("chat", "Messages", role === "athlete" ? "/message-board" : "/coach-message-board"),
    item("notifications", "Notifications", "/notifications"),
    item(
      "settings",
      "Settings",
      role === "athlete" ? `/athlete/${athleteId}/athlete-settings` : "/settings",
      "/settings",
    ),
  ];
}

/** Account goes to CoachSettings for a coach, AccountInfo for an owner, AthleteProfile for an athlete. */
function accountTarget(role: Role, athleteId: number): string[] {
  if (role === "owner") return ["/admin-center/account-info", "/settings"];
  if (role === "coach") return ["/settings"];
  return [`/athlete/${athleteId}/athlete-profile`, "/settings"];
}

/**
 * The mobile bottom bar (extra-small width), per role. Coaches reach their own calendar (or the
 * selected athlete's, as the top bar's Calendar does) at `ownCalendarPath`.
 */
export function bottomBarItems(
  role: Role,
  athleteId: number,
  ownCalendarPath = "/calendar",
): (NavItem | NavMenu)[] {
  const isCoach = role !== "athlete";
  return [
    ...(isCoach ? [item("home", "Home", "/dashboard")] : []),
    item("calendar", "Calendar", isCoach ? ownCalendarPath : "/calendar"),
    ...(isCoach ? [item("library", "Library", "/library")] : []),
    ...(role === "coach" ? [item("athletes", "Athletes", "/my-athletes")] : []),
    ...(role === "owner"
      ? [
          {
            key: "people",
            label: "People",
            items: [
              item("athletes", "Athletes", "/my-athletes"),
              item("coaches", "Coaches", "/my-coaches"),
            ],
          },
        ]
      : []),
    item("board", "Board", role === "athlete" ? "/message-board" : "/coach-message-board"),
    item("notifications", "Notif.", "/notifications"),
    ...(role === "athlete"
      ? [item("settings", "Settings", `/athlete/${athleteId}/athlete-settings`, "/settings")]
      : []),
    {
      key: "account",
      label: "Account",
      items: [
        item("account", "Account", ...accountTarget(role, athleteId)),
        item("payments", "Payments", "/payments"),
        item(
          "settings",
          "Settings",
          role === "athlete" ? `/athlete/${athleteId}/athlete-settings` : "/settings",
          "/settings",
        ),
      ],
    },
  ];
}

export const isMenu = (entry: NavItem | NavMenu): entry is NavMenu => "items" in entry;

/**
 * The admin center's tabs. My plan and Account are for business owners only; a coach keeps
 * Notifications and the on-boarding page.
 */
export function adminCenterTabs(role: Role): NavItem[] {
  const common = [
    item("notifications", "Notifications", "/admin-center/notifications"),
    item("on-boarding", "On-boarding", "/admin-center/on-boarding"),
  ];
  if (role !== "owner") return common;
  return [
    item("subscription", "My plan", "/admin-center/subscription"),
    item("account", "Account", "/admin-center/account-info"),
    item("profile", "Business profile", "/admin-center/profile"),
    ...common,
  ];
}

/** Where /admin-center opens: My plan for an owner, notification settings for a coach. */
export const adminCenterHome = (role: Role) => adminCenterTabs(role)[0]!.to[0]!;
