import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import {
  FEEDBACK_PER_HOUR,
  type FeedbackSubmitBodySchema,
  type FeedbackSubmitResponse,
} from "@coach/shared/dashboard/feedback.schemas";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { RateLimitError } from "../../errors/app-error";
import type { UserRow } from "../people/users.service";
import { feedbackMail } from "./feedback.mails";
import * as repository from "./feedback.repository";

type Deps = Pick<AppDeps, "db" | "clock" | "mail" | "config">;
const HOUR_MS = 3600_000;

/**
 * POST api/feedback/submit/: stored, and mailed to SUPPORT_EMAIL in the same transaction (the
 * outbox delivers it; decision 055) with the sender as Reply-To, so support answers the person.
 * Without SUPPORT_EMAIL it is only stored. At most FEEDBACK_PER_HOUR per account per hour.
 */
export async function submitFeedback(options: {
  deps: Deps;
  viewer: UserRow;
  body: z.output<typeof FeedbackSubmitBodySchema>;
}): Promise<FeedbackSubmitResponse> {
  const { deps, viewer, body } = options;
  const now = deps.clock.now();
  const supportEmail = deps.config.supportEmail;
  const id = await deps.db.transaction(async (tx) => {
    const sent = await repository.countFeedbackSince(
      tx,
      viewer.id,
      new Date(now.getTime() - HOUR_MS),
    );
    if (sent >= FEEDBACK_PER_HOUR) {
      throw new RateLimitError(dashboardMessages.feedbackTooMany, HOUR_MS / 1000);
    }
    const id = await repository.insertFeedback(tx, {
      userId: viewer.id,
      ...body,
      mailedTo: supportEmail ?? null,
      createdAt: now,
    });
    if (supportEmail) {
      const mail = feedbackMail({
        body,
        sender: {
          id: viewer.id,
          email: viewer.email,
          fullName: `${viewer.firstName} ${viewer.lastName}`.trim(),
        },
        receivedAt: now,
      });
      await deps.mail.send(
        { to: supportEmail, ...mail, headers: { "Reply-To": viewer.email } },
        { executor: tx },
      );
    }
    return id;
  });
  return { id, message: dashboardMessages.feedbackThanks };
}
