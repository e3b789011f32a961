import { z } from "zod";
import { EVENT_FLAGS, IsoDateSchema } from "../calendar/calendar.schemas.ts";
import { DotDaySchema } from "../people/my-athletes.schemas.ts";
import { daysBetween, parseIsoDate } from "../units/iso-week.ts";
import { messages } from "../validation/messages.ts";
import { dashboardMessages } from "./dashboard-messages.ts";
import { TodoSchema } from "./todo.schemas.ts";

/**
 * GET api/dashboard/?startDate&endDate: the coach dashboard's data over the coach's athletes
 * ("Dashboard data": configs, todos keyed by id, workouts, activities, and the activities and
 * workouts with recent comments), plus `days`, card C's boxes computed on the server.
 */

/** Refresh on entry when the data is older than this (ms). */
export const DASHBOARD_REFRESH_MS = 300_000;
/** The window the screen asks for: today minus 5 days to today plus 5 days. */
export const DASHBOARD_WINDOW_DAYS = 5;
/** The longest window one call answers, in days (both ends included). */
export const DASHBOARD_RANGE_MAX_DAYS = 31;
/** Threads of card D's new comments one answer carries at most. */
export const DASHBOARD_COMMENT_THREADS_MAX = 50;

function isCalendarDate(text: string): boolean {
  try {
    parseIsoDate(text);
    return true;
  } catch {
    return false;
  }
}

export const DashboardQuerySchema = z
  .object({ startDate: IsoDateSchema, endDate: IsoDateSchema })
  .superRefine((query, ctx) => {
    if (!isCalendarDate(query.startDate) || !isCalendarDate(query.endDate)) return;
    const days = daysBetween(query.startDate, query.endDate);
    if (days < 0) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.dateRangeOrder });
    } else if (days + 1 > DASHBOARD_RANGE_MAX_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: dashboardMessages.dashboardRangeTooLong,
      });
    }
  });
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

const FlagSchema = z.enum(EVENT_FLAGS);

/** One athlete of the coach: who they are and their items of the window (ids into the lists). */
export const DashboardConfigSchema = z.object({
  user_id: z.number().int(),
  fullName: z.string(),
  profilePictureUrl: z.string().nullable(),
  /** The athlete's local date: flags and dots are computed with it. */
  today: z.string(),
  workouts: z.array(z.number().int()),
  activities: z.array(z.number().int()),
  /** Their workouts of the window that an activity matched. */
  matchedWorkoutIds: z.array(z.number().int()),
  /** One dot a day from startDate to the athlete's today (none when the window is ahead). */
  dotsData: z.array(DotDaySchema),
});
export type DashboardConfig = z.infer<typeof DashboardConfigSchema>;

/** A planned workout of the window (rest days and notes are not training: left out). */
export const DashboardWorkoutSchema = z.object({
  id: z.number().int(),
  athleteId: z.number().int(),
  date: z.string(),
  name: z.string(),
  /** Sport id. */
  type: z.number().int(),
  totalDurationSec: z.number(),
  totalDistanceM: z.number(),
  flag: FlagSchema,
  matchedActivityId: z.number().int().nullable(),
});
export type DashboardWorkout = z.infer<typeof DashboardWorkoutSchema>;

/** A completed activity of the window. */
export const DashboardActivitySchema = z.object({
  id: z.number().int(),
  athleteId: z.number().int(),
  date: z.string(),
  name: z.string(),
  sport: z.number().int(),
  durationSec: z.number(),
  distanceM: z.number().nullable(),
  matchedWorkoutId: z.number().int().nullable(),
  /** Percent from the matched workout's plan; null without one. */
  deviation: z.number().nullable(),
  flag: FlagSchema,
});
export type DashboardActivity = z.infer<typeof DashboardActivitySchema>;

/** One line of a card C box: a workout (with the activity that matched it) or an activity. */
export const BoxEntrySchema = z.object({
  athleteId: z.number().int(),
  date: z.string(),
  flag: FlagSchema,
  workoutId: z.number().int().nullable(),
  activityId: z.number().int().nullable(),
});

/** A day of the window and its three boxes (decision 013's dashboard groups). */
export const DashboardDaySchema = z.object({
  date: z.string(),
  missed_or_deviated: z.array(BoxEntrySchema),
  completed_or_unplanned: z.array(BoxEntrySchema),
  scheduled: z.array(BoxEntrySchema),
});

/** A comment as the activity page answers it (id, date, content, user_id) with its author. */
export const DashboardCommentSchema = z.object({
  id: z.number().int(),
  /** ISO instant. */
  date: z.string(),
  content: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  user_picture_url: z.string().nullable(),
});
export type DashboardComment = z.infer<typeof DashboardCommentSchema>;

/**
 * An activity (eventType 'activity') or a planned workout, through the activity matched to it
 * ('workout'), with comments written since the window's start, someone other than the coach
 * having written at least one. `comments` are those recent ones, oldest first.
 */
export const CommentThreadSchema = z.object({
  eventType: z.enum(["activity", "workout"]),
  activityId: z.number().int(),
  workoutId: z.number().int().nullable(),
  athleteId: z.number().int(),
  /** The workout's name for a workout, else the activity's. */
  name: z.string(),
  /** The activity's local date. */
  date: z.string(),
  sport: z.number().int(),
  comments: z.array(DashboardCommentSchema),
});
export type CommentThread = z.infer<typeof CommentThreadSchema>;

export const DashboardResponseSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  configs: z.array(DashboardConfigSchema),
  todos: z.record(z.string(), TodoSchema),
  workouts: z.array(DashboardWorkoutSchema),
  activities: z.array(DashboardActivitySchema),
  /** The activities and workouts with recent comments, the latest comment first. */
  recentComments: z.array(CommentThreadSchema),
  days: z.array(DashboardDaySchema),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
