import { z } from "zod";
import { NamedCommentSchema, SpecActivityFieldsSchema } from "../activities/spec-activity.ts";
import { OptionalVersionSchema, VersionSchema } from "../errors/conflict.schemas.ts";
import { LibraryWorkoutIdSchema } from "../library/library.schemas.ts";
import { AthleteRecordSchema } from "../records/record.schemas.ts";
import { daysBetween, parseIsoDate } from "../units/iso-week.ts";
import { messages } from "../validation/messages.ts";
import { MAX_ROW_ID } from "../validation/row-id.ts";
import { isSaneDateYear } from "../validation/safe-input.ts";
import { StepSchema, WorkoutBodySchema } from "../workouts/workout.schemas.ts";

/**
 * The athlete calendar API. Dates are the athlete's
 * local calendar dates ('YYYY-MM-DD'); instants are UTC ISO strings. Rest days (type 60) and
 * notes (type 61) are calendar workouts like any other, as in the library and the plan builder.
 */

/** The longest range one GET of the calendar answers, in days (both ends included). */
export const CALENDAR_RANGE_MAX_DAYS = 400;
/** The most workouts one batch call moves or deletes. */
export const CALENDAR_BATCH_MAX = 500;
/** The furthest a batch move or a shift goes, in days either way. */
export const CALENDAR_SHIFT_MAX_DAYS = 366;

function isCalendarDate(text: string): boolean {
  try {
    parseIsoDate(text);
    return true;
  } catch {
    return false;
  }
}

export const IsoDateSchema = z
  .string({ error: messages.required })
  .refine(isCalendarDate, { message: messages.dateInvalid, abort: true })
  .refine(isSaneDateYear, messages.dateOutOfRange);

/** A row id as a number; path and query strings are coerced. */
export const RowIdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);

export const EVENT_FLAGS = ["success", "between", "unplanned", "failure", "scheduled"] as const;
/** Calendar event flags; planned workouts are 'scheduled' or 'failure' until activities match them. */
export const EventFlagSchema = z.enum(EVENT_FLAGS);

export const RACE_PRIORITIES = ["A", "B", "C"] as const;
export const RacePrioritySchema = z.enum(RACE_PRIORITIES);
export type RacePriority = z.infer<typeof RacePrioritySchema>;

/** A workout placed on one day of one athlete's calendar; totals and step stress are the server's. */
export const CalendarWorkoutSchema = WorkoutBodySchema.extend({
  id: z.number().int(),
  athleteId: z.number().int(),
  date: z.string(),
  /** Order within the day, from 0. */
  position: z.number().int(),
  steps: z.array(StepSchema),
  /** Seconds. */
  totalDuration: z.number(),
  /** Metres. */
  totalDistance: z.number(),
  totalStress: z.number(),
  /** The library workout it was added from (a row id, or a built-in test's string id). */
  sourceLibraryId: LibraryWorkoutIdSchema.nullable(),
  /** The plan assignment that placed it (plans issue); null when placed by hand. */
  planAssignmentId: z.number().int().nullable(),
  /** The athlete's threshold of the workout's sport and method, as its targets read it now. */
  threshold: z.number().nullable(),
  /** Whether the athlete marked the workout's day as injured or ill. */
  injury: z.boolean(),
  /** The comments on it, and on the activity matched to it, oldest first. */
  comments: z.array(NamedCommentSchema),
  /** False: a calendar's workout, not a library's (LibraryWorkout has true). */
  library: z.literal(false),
  /** A copy of one of the product's built-in tests. */
  isSTDefault: z.boolean(),
  flag: EventFlagSchema,
  creator: z.number().int().nullable(),
  creatorName: z.string().nullable(),
  /** Who changed it last (the spec's spelling). */
  updator: z.number().int().nullable(),
  created: z.string(),
  updated: z.string(),
  /** Bumped by every edit, move and shift: what a PUT presents (decision 083). */
  version: VersionSchema,
});
export type CalendarWorkout = z.infer<typeof CalendarWorkoutSchema>;

export const CalendarRaceSchema = z.object({
  id: z.number().int(),
  athleteId: z.number().int(),
  date: z.string(),
  name: z.string(),
  /** Metres; null when the race has no set distance. */
  distance: z.number().nullable(),
  priority: RacePrioritySchema,
  notes: z.string(),
  /** Bumped by every edit: what a PUT presents (decision 083). */
  version: VersionSchema,
});
export type CalendarRace = z.infer<typeof CalendarRaceSchema>;

/**
 * Why days are marked: plain unavailability (travel, work), or an injury or an illness, which
 * the athlete's coaches are told about.
 */
export const UNAVAILABILITY_KINDS = ["unavailable", "injury", "illness"] as const;
export const UnavailabilityKindSchema = z.enum(UNAVAILABILITY_KINDS);
export type UnavailabilityKind = z.infer<typeof UnavailabilityKindSchema>;

/** The reason an injury or an illness gets when none is typed. */
export const UNAVAILABILITY_KIND_REASONS = { injury: "Injury", illness: "Illness" } as const;

/** Days the athlete cannot train, both ends included. */
export const CalendarUnavailabilitySchema = z.object({
  id: z.number().int(),
  athleteId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  kind: UnavailabilityKindSchema,
  reason: z.string(),
  note: z.string(),
  /** Bumped by every edit: what a PUT presents (decision 083). */
  version: VersionSchema,
});
export type CalendarUnavailability = z.infer<typeof CalendarUnavailabilitySchema>;

/**
 * A completed activity as the calendar answers it: the spec's Activity (spec-activity.ts), with
 * our sport id (walking and hiking apart from running) and the calendar's flag.
 */
export const CalendarActivitySchema = SpecActivityFieldsSchema.extend({
  /** Sport type id. */
  sport: z.number().int(),
  flag: EventFlagSchema,
});
export type CalendarActivity = z.infer<typeof CalendarActivitySchema>;

/**
 * A completed activity as the month grid draws it: the same names, only what the grid shows and
 * totals (timer seconds, metres, stress), and what matching and the flag need.
 */
export const CalendarGridActivitySchema = CalendarActivitySchema.pick({
  id: true,
  date: true,
  sport: true,
  flag: true,
  activity_name: true,
  matched_workout_id: true,
  completed_duration_seconds: true,
  completed_distance: true,
  actual_stress: true,
});
export type CalendarGridActivity = z.infer<typeof CalendarGridActivitySchema>;

/** GET api/athlete/{id}/calendar/workouts/: everything of the range, ordered by date then position. */
export const CalendarRangeResponseSchema = z.object({
  /** The athlete's today in their time zone: the flags were computed against it. */
  today: z.string(),
  workouts: z.array(CalendarWorkoutSchema),
  races: z.array(CalendarRaceSchema),
  unavailability: z.array(CalendarUnavailabilitySchema),
  activities: z.array(CalendarActivitySchema),
  /** The accepted records set on the range's days. */
  records: z.array(AthleteRecordSchema),
});
export type CalendarRangeResponse = z.infer<typeof CalendarRangeResponseSchema>;

/**
 * A planned workout as the month grid draws it: its name, sport, totals and flag, with what
 * placing and moving it needs (id, date, position). Its steps and texts come with the workout
 * itself (GET .../workouts/{workoutId}/) when it is opened.
 */
export const CalendarGridWorkoutSchema = CalendarWorkoutSchema.pick({
  id: true,
  date: true,
  position: true,
  name: true,
  type: true,
  totalDuration: true,
  totalDistance: true,
  totalStress: true,
  flag: true,
});
export type CalendarGridWorkout = z.infer<typeof CalendarGridWorkoutSchema>;

/** GET api/athlete/{id}/calendar/workouts/?view=grid: the range as the grid draws it. */
export const CalendarGridResponseSchema = CalendarRangeResponseSchema.extend({
  workouts: z.array(CalendarGridWorkoutSchema),
  activities: z.array(CalendarGridActivitySchema),
});
export type CalendarGridResponse = z.infer<typeof CalendarGridResponseSchema>;

/**
 * How the range answers its workouts: `full` (the default, the specification's form) whole,
 * steps included; `grid` as CalendarGridWorkoutSchema.
 */
export const CALENDAR_RANGE_VIEWS = ["full", "grid"] as const;
export type CalendarRangeView = (typeof CALENDAR_RANGE_VIEWS)[number];

/** startDate..endDate, both included, at most CALENDAR_RANGE_MAX_DAYS days. */
export const CalendarRangeQuerySchema = z
  .object({
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    /** The client repeats the athlete here; when given it must be the path's athlete. */
    athlete: RowIdSchema.optional(),
    view: z.enum(CALENDAR_RANGE_VIEWS).default("full"),
  })
  .superRefine((query, ctx) => {
    if (!isCalendarDate(query.startDate) || !isCalendarDate(query.endDate)) return;
    const days = daysBetween(query.startDate, query.endDate);
    if (days < 0) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.dateRangeOrder });
    } else if (days + 1 > CALENDAR_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.calendarRangeTooLong });
    }
  });
export type CalendarRangeQuery = z.infer<typeof CalendarRangeQuerySchema>;

export const AthleteParamsSchema = z.object({ id: RowIdSchema });
export const CalendarWorkoutParamsSchema = z.object({ id: RowIdSchema, workoutId: RowIdSchema });
export const CalendarRaceParamsSchema = z.object({ id: RowIdSchema, raceId: RowIdSchema });
export const CalendarUnavailabilityParamsSchema = z.object({
  id: RowIdSchema,
  unavailabilityId: RowIdSchema,
});

const PositionSchema = z.number().int().min(0).max(1000);

/** A whole workout on a date; position defaults to the end of the day. */
export const CalendarWorkoutBodySchema = WorkoutBodySchema.extend({
  date: IsoDateSchema,
  position: PositionSchema.optional(),
});
export type CalendarWorkoutBody = z.infer<typeof CalendarWorkoutBodySchema>;

/** A copy of a library workout the caller can see (built-in tests included) on a date. */
export const CalendarFromLibraryBodySchema = z.object({
  libraryWorkoutId: LibraryWorkoutIdSchema,
  date: IsoDateSchema,
  position: PositionSchema.optional(),
});
export type CalendarFromLibraryBody = z.infer<typeof CalendarFromLibraryBodySchema>;

/**
 * POST api/athlete/{id}/calendar/workouts/: from the library when libraryWorkoutId is present,
 * otherwise a whole workout. A failing body reports the first problem of the shape it meant.
 */
export const CreateCalendarWorkoutBodySchema = z.union(
  [CalendarFromLibraryBodySchema, CalendarWorkoutBodySchema],
  {
    error: (issue) => {
      if (issue.code !== "invalid_union" || !("errors" in issue)) return undefined;
      const input = issue.input as Record<string, unknown> | null;
      const isFromLibrary =
        typeof input === "object" && input !== null && "libraryWorkoutId" in input;
      return issue.errors[isFromLibrary ? 0 : 1]?.[0]?.message;
    },
  },
);
export type CreateCalendarWorkoutBody = z.infer<typeof CreateCalendarWorkoutBodySchema>;

/**
 * PUT .../workouts/{workoutId}/: the whole workout again; a new date moves it to that day's end.
 * `version`, when sent, is the one the editor loaded: a workout changed since answers 409.
 */
export const UpdateCalendarWorkoutBodySchema = CalendarWorkoutBodySchema.extend({
  version: OptionalVersionSchema,
});
export type UpdateCalendarWorkoutBody = z.infer<typeof UpdateCalendarWorkoutBodySchema>;

/** Drag and drop: to a date, at a position in that day (default: its end). */
export const MoveCalendarWorkoutBodySchema = z.object({
  date: IsoDateSchema,
  position: PositionSchema.optional(),
});
export type MoveCalendarWorkoutBody = z.infer<typeof MoveCalendarWorkoutBodySchema>;

/** Copy and paste: a new workout, same content, at the end of the date. */
export const CopyCalendarWorkoutBodySchema = z.object({ date: IsoDateSchema });
export type CopyCalendarWorkoutBody = z.infer<typeof CopyCalendarWorkoutBodySchema>;

const DaysOffsetSchema = z
  .number()
  .int()
  .min(-CALENDAR_SHIFT_MAX_DAYS)
  .max(CALENDAR_SHIFT_MAX_DAYS);

/**
 * Several selected workouts at once. 'move' takes either `days` (an offset for every one) or
 * `date` (the earliest selected lands on it, the others keep their distance from it); moved
 * workouts go after those already on their new day. 'delete' takes neither.
 */
export const BatchCalendarWorkoutsBodySchema = z
  .object({
    ids: z.array(RowIdSchema).min(1).max(CALENDAR_BATCH_MAX),
    action: z.enum(["move", "delete"]),
    days: DaysOffsetSchema.optional(),
    date: IsoDateSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const targets = [body.days, body.date].filter((value) => value !== undefined).length;
    if (body.action === "move" && targets !== 1) {
      ctx.addIssue({ code: "custom", path: ["days"], message: messages.calendarMoveNeedsTarget });
    }
    if (body.action === "delete" && targets !== 0) {
      ctx.addIssue({
        code: "custom",
        path: ["days"],
        message: messages.calendarDeleteTakesNoTarget,
      });
    }
  });
export type BatchCalendarWorkoutsBody = z.infer<typeof BatchCalendarWorkoutsBodySchema>;

/** Answer of a batch: the ids moved or deleted. */
export const BatchCalendarWorkoutsResponseSchema = z.object({ ids: z.array(z.number().int()) });

/** 'Shift from this day': every planned workout on or after fromDate moves by `days`. */
export const ShiftCalendarBodySchema = z.object({
  fromDate: IsoDateSchema,
  days: DaysOffsetSchema.refine((days) => days !== 0, messages.calendarShiftDaysZero),
});
export type ShiftCalendarBody = z.infer<typeof ShiftCalendarBodySchema>;

/** Answer of a shift: how many workouts moved. */
export const ShiftCalendarResponseSchema = z.object({ moved: z.number().int() });

export const CalendarRaceBodySchema = z.object({
  date: IsoDateSchema,
  name: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
  /** Metres. */
  distance: z.number().positive().max(10_000_000).nullable().default(null),
  priority: RacePrioritySchema.default("C"),
  notes: z.string().max(10_000).default(""),
  /** On PUT, the version the editor loaded: a race changed since answers 409 (decision 083). */
  version: OptionalVersionSchema,
});
export type CalendarRaceBody = z.infer<typeof CalendarRaceBodySchema>;

/**
 * Unavailable days. `kind` defaults to 'unavailable', so clients that do not send it keep
 * working; an injury or an illness without a typed reason is named after its kind.
 */
export const CalendarUnavailabilityBodySchema = z
  .object({
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    kind: UnavailabilityKindSchema.default("unavailable"),
    reason: z.string({ error: messages.required }).trim().max(200).default(""),
    note: z.string().max(2000).default(""),
    /** On PUT, the version the editor loaded: changed since answers 409 (decision 083). */
    version: OptionalVersionSchema,
  })
  .transform((body) =>
    body.reason === "" && body.kind !== "unavailable"
      ? { ...body, reason: UNAVAILABILITY_KIND_REASONS[body.kind] }
      : body,
  )
  .superRefine((body, ctx) => {
    if (body.reason === "") {
      ctx.addIssue({ code: "custom", path: ["reason"], message: messages.required });
    }
    if (!isCalendarDate(body.startDate) || !isCalendarDate(body.endDate)) return;
    const days = daysBetween(body.startDate, body.endDate);
    if (days < 0) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.dateRangeOrder });
    } else if (days + 1 > CALENDAR_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.calendarRangeTooLong });
    }
  });
export type CalendarUnavailabilityBody = z.infer<typeof CalendarUnavailabilityBodySchema>;

export const CalendarRaceListResponseSchema = z.object({ items: z.array(CalendarRaceSchema) });
export const CalendarUnavailabilityListResponseSchema = z.object({
  items: z.array(CalendarUnavailabilitySchema),
});

/** POST api/athlete/{id}/calendar/feed/: the secret iCalendar address (a new one each call). */
export const CalendarFeedResponseSchema = z.object({ url: z.string() });
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponseSchema>;
