import type { InvitationKind } from "@coach/shared/invitations/invitations.schemas";

/**
 * The texts of the invitation mails; the link opens the web app's response screen, or for a
 * new coach of a business with a subdomain that subdomain's /trainer-setup (the spec's coach
 * setup, which creates the account from the same token).
 */
export function invitationMail(options: {
  publicUrl: string;
  /** The business's subdomain origin when the receiver sets up a new coach account there. */
  trainerSetupOrigin: string | null;
  urlHash: string;
  kind: InvitationKind;
  senderName: string;
  businessName: string | null;
  messageFromCoach: string;
  expiresAt: Date;
}) {
  const link = options.trainerSetupOrigin
    ? `${options.trainerSetupOrigin}/trainer-setup?${new URLSearchParams({ token: options.urlHash })}`
    : `${options.publicUrl}/invitation/${options.urlHash}`;
  const sender = options.senderName || "Someone";
  const what = {
    coach_to_athlete: `${sender} invites you to be coached by them as their athlete.`,
    athlete_to_coach: `${sender} asks you to be their coach.`,
    business_coach: `${sender} invites you to coach athletes in ${options.businessName ?? "their business"}.`,
  }[options.kind];
  const message = options.messageFromCoach ? `\n\nTheir message:\n${options.messageFromCoach}` : "";
  const expires = options.expiresAt.toISOString().slice(0, 10);
  return {
    subject: subjects[options.kind](sender),
    text: `Hello,\n\n${what}${message}\n\nTo accept or decline, open this link:\n${link}\n\nThe invitation expires on ${expires} (UTC). If you do not have an account yet, you can create one from the link.`,
    link,
  };
}

const subjects: Record<InvitationKind, (sender: string) => string> = {
  coach_to_athlete: (sender) => `${sender} invites you to train with them`,
  athlete_to_coach: (sender) => `${sender} asks you to be their coach`,
  business_coach: (sender) => `${sender} invites you to coach in their business`,
};

/** The receiver's notification text. */
export function invitationNotificationContent(kind: InvitationKind, senderName: string) {
  const sender = senderName || "Someone";
  return {
    coach_to_athlete: `${sender} wants to be your coach`,
    athlete_to_coach: `${sender} wants you to be their coach`,
    business_coach: `${sender} invites you to coach in their business`,
  }[kind];
}
