import type { ReactNode } from "react";

/** What card B shows: one panel at a time, chosen from card A. */
export type PanelKey = "add-athletes" | "sign-ups" | "invite-coach" | "payments";

export const PANEL_TITLES: Record<PanelKey, string> = {
  "add-athletes": "Add athletes",
  "sign-ups": "New athlete sign-ups",
  "invite-coach": "Invite coach",
  payments: "Incoming payments",
};

/** A panel's content; `isCard` when it is a whole card of its own (with its title). */
export type DashboardPanel = { content: ReactNode; isCard?: boolean };
