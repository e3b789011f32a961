import { z } from "zod";
import { RowIdSchema } from "../calendar/calendar.schemas.ts";
import { PendingAthleteSchema } from "./my-athletes.schemas.ts";

/** People who asked to join a coach (pending) or whom the coach listed without an account (unregistered). */

export const PendingAthleteParamsSchema = z.object({ id: RowIdSchema });

/** GET api/coach/pending-athletes/ */
export const PendingAthletesResponseSchema = z.object({
  pendingAthletes: z.array(PendingAthleteSchema),
  unregisteredAthletes: z.array(PendingAthleteSchema),
});
export type PendingAthletesResponse = z.infer<typeof PendingAthletesResponseSchema>;

/**
 * POST api/coach/pending-athletes/{id}/confirm/: the sign-up is confirmed by inviting that
 * address; the person becomes an athlete when they accept (registering first if they have no
 * account).
 */
export const ConfirmPendingAthleteResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
});
export type ConfirmPendingAthleteResponse = z.infer<typeof ConfirmPendingAthleteResponseSchema>;
