import type { FeedbackSubmitBody } from "@coach/shared/dashboard/feedback.schemas";

/** The support mailbox's copy of a feedback: what was written, by whom, where and on what. */
export function feedbackMail(options: {
  body: Required<FeedbackSubmitBody>;
  sender: { id: number; email: string; fullName: string };
  receivedAt: Date;
}) {
  const { body, sender } = options;
  const device = body.isTablet ? "tablet" : body.isMobile ? "phone" : "computer";
  return {
    subject: `Feedback: ${body.subject}`,
    text: [
      `${sender.fullName || sender.email} <${sender.email}> (user ${sender.id}) wrote:`,
      "",
      body.thoughts,
      "",
      `Page: ${body.locationUrl || "(not sent)"}`,
      `Browser: ${body.browser || "(not sent)"} on a ${device}`,
      `Received: ${options.receivedAt.toISOString()}`,
    ].join("\n"),
  };
}
