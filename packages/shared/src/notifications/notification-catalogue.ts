/**
 * Every notification the product raises (docs/decisions/070-notifications.md): its type, the
 * category it is listed and grouped under, the side of the people it reaches (an athlete's
 * own settings, or a coach's settings about their athletes: held apart), its setting's title and
 * help text, and whether it is in the app and mailed until its person says otherwise.
 */
export const NOTIFICATION_SIDES = ["athlete", "coach"] as const;
export type NotificationSide = (typeof NOTIFICATION_SIDES)[number];

export const NOTIFICATION_CATEGORY_LABELS = {
  new_distance_records: "New records",
  peak: "Peaks",
  workouts: "Workouts",
  comments: "Comments",
  invitation: "Invitations",
  races: "Races",
  zones: "Zones",
  payments: "Payments",
  health: "Health",
  imports: "Imports",
} as const;
export type NotificationCategory = keyof typeof NOTIFICATION_CATEGORY_LABELS;
export const NOTIFICATION_CATEGORIES_IN_ORDER = Object.keys(
  NOTIFICATION_CATEGORY_LABELS,
) as NotificationCategory[];

export const NOTIFICATION_TYPE_NAMES = [
  "new_records",
  "peak",
  "missed_workout",
  "comment",
  "invitation",
  "race",
  "zones",
  "payment_plan",
  "overtraining",
  "injury",
  "history_import",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPE_NAMES)[number];

export type NotificationTypeEntry = {
  category: NotificationCategory;
  /** The sides whose settings list the type. */
  sides: readonly NotificationSide[];
  title: string;
  /** The settings table's help tooltip. */
  description: string;
  /** Waits for its person to accept or deny it (spec: pending-action categories). */
  isActionable: boolean;
  mailByDefault: boolean;
  /** False when the feature already mails the thing itself (an invitation's own e-mail). */
  isMailable: boolean;
};

export const NOTIFICATION_CATALOGUE: Record<NotificationType, NotificationTypeEntry> = {
  new_records: {
    category: "new_distance_records",
    sides: ["athlete"],
    title: "New records",
    description: "An uploaded activity beat one of your best efforts; you choose the ones to keep.",
    isActionable: true,
    mailByDefault: false,
    isMailable: true,
  },
  peak: {
    category: "peak",
    sides: ["athlete"],
    title: "New threshold detected",
    description: "An activity showed a threshold above your current one; you accept or dismiss it.",
    isActionable: true,
    mailByDefault: false,
    isMailable: true,
  },
  missed_workout: {
    category: "workouts",
    sides: ["coach"],
    title: "Missed workout",
    description:
      "A planned workout's day ended, in the athlete's time zone, without a matching activity.",
    isActionable: false,
    mailByDefault: true,
    isMailable: true,
  },
  comment: {
    category: "comments",
    sides: ["athlete", "coach"],
    title: "New comment",
    description: "Someone on the other side commented on a workout or an activity.",
    isActionable: false,
    mailByDefault: true,
    isMailable: true,
  },
  invitation: {
    category: "invitation",
    sides: ["athlete", "coach"],
    title: "Invitation",
    description:
      "Someone invited you to coach them or to be coached. The invitation itself always comes by e-mail.",
    isActionable: false,
    mailByDefault: false,
    isMailable: false,
  },
  race: {
    category: "races",
    sides: ["athlete", "coach"],
    title: "Upcoming race",
    description: "A race was added or moved within the next 4 weeks.",
    isActionable: false,
    mailByDefault: true,
    isMailable: true,
  },
  zones: {
    category: "zones",
    sides: ["athlete"],
    title: "Zones changed",
    description: "Your coach changed one of your thresholds, and with it your training zones.",
    isActionable: false,
    mailByDefault: true,
    isMailable: true,
  },
  payment_plan: {
    category: "payments",
    sides: ["athlete", "coach"],
    title: "Payment plan",
    description: "A payment plan was assigned, a payment is due or overdue, or a payment arrived.",
    isActionable: false,
    mailByDefault: true,
    isMailable: true,
  },
  overtraining: {
    category: "health",
    sides: ["coach"],
    title: "Overtraining risk",
    description:
      "An athlete's acute training load rose above 1.5 times their chronic load (last 7 against last 42 days).",
    isActionable: false,
    mailByDefault: true,
    isMailable: true,
  },
  injury: {
    category: "health",
    sides: ["coach"],
    title: "Injury or illness",
    description: "An athlete marked a day of their calendar as injured or ill.",
    isActionable: false,
    mailByDefault: true,
    isMailable: true,
  },
  // One notice per archive, never one per activity (docs/decisions/123-history-archive-import.md).
  history_import: {
    category: "imports",
    sides: ["athlete", "coach"],
    title: "History import finished",
    description:
      "An archive of past activities finished importing: how many were imported, skipped as duplicates and refused.",
    isActionable: false,
    mailByDefault: false,
    isMailable: true,
  },
};

/** The types a side's settings list, sorted by category then title (the spec's order). */
export function notificationTypesOf(side: NotificationSide): NotificationType[] {
  const sortKey = (type: NotificationType) => {
    const entry = NOTIFICATION_CATALOGUE[type];
    return [NOTIFICATION_CATEGORY_LABELS[entry.category], entry.title] as const;
  };
  return NOTIFICATION_TYPE_NAMES.filter((type) =>
    NOTIFICATION_CATALOGUE[type].sides.includes(side),
  ).sort((a, b) => {
    const [leftCategory, leftTitle] = sortKey(a);
    const [rightCategory, rightTitle] = sortKey(b);
    return leftCategory.localeCompare(rightCategory) || leftTitle.localeCompare(rightTitle);
  });
}
