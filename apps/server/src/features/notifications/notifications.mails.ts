import type { NotificationSide } from "@coach/shared/notifications/notification-catalogue";

/** A subject line longer than this is cut: some mail clients show nothing past it. */
const MAX_SUBJECT_CHARS = 150;

export type DigestNotice = { content: string; link: string };
export type DigestUnsubscribe = { side: NotificationSide; page: string; oneClick: string };

/**
 * The e-mail about a person's waiting notices of one type (oldest first): one notice is its own
 * subject; several are counted in the subject and listed, each with its link. Every mail says
 * how to stop it: a link per side it was sent for, and the one-click headers of RFC 8058 for
 * the first side.
 */
export function notificationDigestMail(options: {
  title: string;
  notices: DigestNotice[];
  unsubscribes: DigestUnsubscribe[];
}) {
  const { notices } = options;
  const subject =
    notices.length === 1
      ? cut(notices[0]!.content)
      : `${notices.length} new ${pluralLabel(options.title)} notifications`;
  const body =
    notices.length === 1
      ? `${notices[0]!.content}\n\nOpen it in the app:\n${notices[0]!.link}`
      : `You have ${subject}:\n\n${notices.map((notice) => `- ${notice.content}\n  ${notice.link}`).join("\n\n")}`;
  const first = options.unsubscribes[0]!;
  return {
    subject,
    text: `${body}\n\n--\n${footer(options.title, options.unsubscribes)}`,
    headers: {
      "List-Unsubscribe": `<${first.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

function footer(title: string, unsubscribes: DigestUnsubscribe[]) {
  const reason = `You get this e-mail because '${title}' e-mails are on in your notification settings.`;
  if (unsubscribes.length === 1) return `${reason}\nStop these e-mails: ${unsubscribes[0]!.page}`;
  const lines = unsubscribes.map(
    (entry) => `Stop them as ${entry.side === "coach" ? "a coach" : "an athlete"}: ${entry.page}`,
  );
  return `${reason}\n${lines.join("\n")}`;
}

/** 'New comment' counts as '3 new comment notifications', not '3 new new comment ...'. */
function pluralLabel(title: string) {
  return title.toLowerCase().replace(/^new /, "");
}

function cut(text: string) {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= MAX_SUBJECT_CHARS ? line : `${line.slice(0, MAX_SUBJECT_CHARS - 1)}…`;
}
