import { z } from "zod";
import { EVENT_FLAGS, RowIdSchema } from "../calendar/calendar.schemas.ts";
import { VersionSchema } from "../errors/conflict.schemas.ts";

/** GET api/coach/my-athletes/: everything the My athletes screen shows, in one answer. */

export const DotStateSchema = z.enum([
  "rest",
  "completed",
  "partial",
  "missed",
  "unplanned",
  "scheduled",
]);

export const DotDaySchema = z.object({
  date: z.string(),
  planned: z.number().int(),
  completed: z.number().int(),
  state: DotStateSchema,
});

/** An athlete of the list: who they are and who coaches them (null: a business athlete without a coach). */
export const MyAthleteSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  coachId: z.number().nullable(),
  coachName: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  /** The athlete's local date, the last day of their dots. */
  today: z.string(),
});
export type MyAthlete = z.infer<typeof MyAthleteSchema>;

export const PendingAthleteSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  name: z.string(),
  email: z.string(),
  signedUpAt: z.string(),
  /** The sign-up date, YYYY-MM-DD (UTC). */
  signedUpOn: z.string(),
  confirmedAt: z.string().nullable(),
  shortDescription: z.string(),
});
export type PendingAthlete = z.infer<typeof PendingAthleteSchema>;

/** A planned workout of the last six weeks. */
export const MyAthletesWorkoutSchema = z.object({
  id: z.number(),
  athleteId: z.number(),
  date: z.string(),
  name: z.string(),
  type: z.number(),
  flag: z.enum(EVENT_FLAGS),
});

/** A completed activity of the last six weeks. */
export const MyAthletesActivitySchema = z.object({
  id: z.number(),
  athleteId: z.number(),
  date: z.string(),
  name: z.string(),
  sport: z.number(),
  matchedWorkoutId: z.number().nullable(),
  flag: z.enum(EVENT_FLAGS),
});

export const AthleteDataSchema = z.object({
  /** Ids of the athlete's items in the answer's `activities` and `workouts`. */
  activities: z.array(z.number()),
  workouts: z.array(z.number()),
  dotsData: z.array(DotDaySchema),
  last_communication: z.string().nullable(),
});
export type AthleteData = z.infer<typeof AthleteDataSchema>;

export const AthleteGroupSchema = z.object({
  groupId: z.number(),
  groupName: z.string(),
  groupDescription: z.string(),
  athleteIds: z.array(z.number()),
  /** What a rename presents (decision 083). */
  version: VersionSchema,
});
export type AthleteGroup = z.infer<typeof AthleteGroupSchema>;

/** Keyed by athlete id. */
const byAthlete = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

export const MyAthletesResponseSchema = z.object({
  athletes: z.array(MyAthleteSchema),
  coach_settings: z.object({
    muted_athletes: z.array(z.number()),
    /** Null until the message boards exist. */
    last_communication: byAthlete(z.string().nullable()),
    last_program_ready_notification: byAthlete(z.string().nullable()),
  }),
  pendingAthletes: z.array(PendingAthleteSchema),
  unregisteredAthletes: z.array(PendingAthleteSchema),
  athletes_data: byAthlete(AthleteDataSchema),
  athletesGroups: z.array(AthleteGroupSchema),
  activities: z.array(MyAthletesActivitySchema),
  workouts: z.array(MyAthletesWorkoutSchema),
});
export type MyAthletesResponse = z.infer<typeof MyAthletesResponseSchema>;

/** POST api/coach/mute/ */
export const MuteAthleteBodySchema = z.object({ athlete: RowIdSchema, mute: z.boolean() });
export type MuteAthleteBody = z.infer<typeof MuteAthleteBodySchema>;
export const MuteAthleteResponseSchema = z.object({
  athlete: z.number(),
  muted: z.boolean(),
  message: z.string(),
});

/** POST api/coach/athletes/remove */
export const RemoveAthleteBodySchema = z.object({ athlete: RowIdSchema });
export type RemoveAthleteBody = z.infer<typeof RemoveAthleteBodySchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
