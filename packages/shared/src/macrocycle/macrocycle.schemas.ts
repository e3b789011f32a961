import { z } from "zod";
import { IsoDateSchema } from "../calendar/calendar.schemas.ts";
import { PLAN_PHASES } from "../plans/plan.schemas.ts";
import { daysBetween, isoWeekday, parseIsoDate } from "../units/iso-week.ts";
import { messages } from "../validation/messages.ts";

/**
 * The coach-only Macrocycle page: a season of weeks, each with a phase of the plan builder's
 * periodization and a weekly target stress. Weeks start on Monday (ISO weeks).
 */

/** The plan builder's phases without Custom: a season week names its phase, a note says more. */
export const MacrocyclePhaseSchema = z.enum(PLAN_PHASES).exclude(["Custom"]);
export const MACROCYCLE_PHASES = MacrocyclePhaseSchema.options;
export type MacrocyclePhase = z.infer<typeof MacrocyclePhaseSchema>;

/** Two seasons at most per call. */
export const MACROCYCLE_MAX_WEEKS = 104;
/** A weekly stress beyond any athlete's week (a professional's biggest is about 1500). */
export const MACROCYCLE_TARGET_MAX = 3000;
export const MACROCYCLE_NOTE_MAX = 500;

function isCalendarDate(text: string): boolean {
  try {
    parseIsoDate(text);
    return true;
  } catch {
    return false;
  }
}

export const WeekStartSchema = IsoDateSchema.refine(
  (date) => !isCalendarDate(date) || isoWeekday(date) === 1,
  messages.macrocycleWeekNotMonday,
);

/** The weeks holding startDate..endDate (any days), at most MACROCYCLE_MAX_WEEKS. */
export const MacrocycleQuerySchema = z
  .object({ startDate: IsoDateSchema, endDate: IsoDateSchema })
  .superRefine((query, ctx) => {
    if (!isCalendarDate(query.startDate) || !isCalendarDate(query.endDate)) return;
    const days = daysBetween(query.startDate, query.endDate);
    if (days < 0) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.dateRangeOrder });
    } else if (days + 1 > MACROCYCLE_MAX_WEEKS * 7) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.macrocycleRangeTooLong });
    }
  });
export type MacrocycleQuery = z.infer<typeof MacrocycleQuerySchema>;

/** A season week's version: 0 for a week without a plan, then 1, 2... for each save. */
const WeekVersionSchema = z.number().int().min(0).max(2_147_483_647);

/**
 * One week as saved. A null phase clears the week (its row is removed): a week without a
 * phase has no plan, so PUT is the only write call and no DELETE exists.
 */
export const MacrocycleWeekBodySchema = z.object({
  weekStart: WeekStartSchema,
  phase: MacrocyclePhaseSchema.nullable(),
  targetStress: z
    .number({ error: messages.macrocycleTargetRange })
    .int(messages.macrocycleTargetRange)
    .min(0, messages.macrocycleTargetRange)
    .max(MACROCYCLE_TARGET_MAX, messages.macrocycleTargetRange),
  note: z.string().trim().max(MACROCYCLE_NOTE_MAX, messages.macrocycleNoteTooLong).default(""),
  /** The week's version as the page loaded it (0: no plan then): changed since, 409 (083). */
  version: WeekVersionSchema.optional(),
});
export type MacrocycleWeekBody = z.infer<typeof MacrocycleWeekBodySchema>;

export const SaveMacrocycleBodySchema = z.object({
  weeks: z
    .array(MacrocycleWeekBodySchema)
    .min(1, messages.required)
    .max(MACROCYCLE_MAX_WEEKS, messages.macrocycleRangeTooLong)
    .superRefine((weeks, ctx) => {
      const seen = new Set<string>();
      weeks.forEach((week, index) => {
        if (seen.has(week.weekStart)) {
          ctx.addIssue({
            code: "custom",
            path: [index, "weekStart"],
            message: messages.macrocycleWeekRepeated,
          });
        }
        seen.add(week.weekStart);
      });
    }),
});
export type SaveMacrocycleBody = z.infer<typeof SaveMacrocycleBodySchema>;

/** A week of the range: its plan (null where unset) against planned and completed stress. */
export const MacrocycleWeekSchema = z.object({
  weekStart: z.string(),
  phase: MacrocyclePhaseSchema.nullable(),
  targetStress: z.number().int().nullable(),
  note: z.string(),
  /** Sum of the week's planned workouts' stress. */
  plannedStress: z.number(),
  /** Sum of the week's activities' stress. */
  completedStress: z.number(),
  /** Bumped by every save of the week; 0 while it has no plan (decision 083). */
  version: WeekVersionSchema,
});
export type MacrocycleWeek = z.infer<typeof MacrocycleWeekSchema>;

export const MacrocycleResponseSchema = z.object({ weeks: z.array(MacrocycleWeekSchema) });
export type MacrocycleResponse = z.infer<typeof MacrocycleResponseSchema>;

export const SaveMacrocycleResponseSchema = z.object({
  message: z.literal(messages.macrocycleSaved),
  weeks: z.array(MacrocycleWeekSchema),
});
export type SaveMacrocycleResponse = z.infer<typeof SaveMacrocycleResponseSchema>;
