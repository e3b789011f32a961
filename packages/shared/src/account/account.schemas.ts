import { z } from "zod";
import { messages } from "../validation/messages";
import { MAX_ROW_ID } from "../validation/row-id";

/** 'Account details' and 'General settings' of an account. */

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export const WeekdaySchema = z.enum(WEEKDAYS);

export const DISPLAY_UNITS = ["Metric", "Imperial"] as const;
export const DisplayUnitsSchema = z.enum(DISPLAY_UNITS);
export type DisplayUnits = z.infer<typeof DisplayUnitsSchema>;

/** Date formats offered in the settings; dayjs tokens. */
export const DATE_FORMATS = [
  "MMM D, YYYY",
  "D MMM YYYY",
  "DD/MM/YYYY",
  "MM/DD/YYYY",
  "YYYY-MM-DD",
  "DD.MM.YYYY",
] as const;
export const DateFormatSchema = z.enum(DATE_FORMATS);

/** Sports an athlete trains, by name; the first-settings screen offers these. */
export const PROFILE_SPORTS = ["running", "cycling", "swimming", "strength", "triathlon"] as const;
export const ProfileSportSchema = z.enum(PROFILE_SPORTS);

export const ProfileSchema = z.object({
  sports: z.array(ProfileSportSchema).max(PROFILE_SPORTS.length).default([]),
  trainingDays: z.array(WeekdaySchema).max(7).default([]),
  /** Hours available per weekday, e.g. { Monday: 1.5 }. */
  trainingAvailability: z.partialRecord(WeekdaySchema, z.number().min(0).max(24)).default({}),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const TrackerFlagsSchema = z.object({
  garmin: z.boolean(),
  strava: z.boolean(),
  polar: z.boolean(),
  suunto: z.boolean(),
  coros: z.boolean(),
  wahoo: z.boolean(),
});

export const AccountDetailsSchema = z.object({
  id: z.number(),
  email: z.string(),
  isCoach: z.boolean(),
  isBusinessOwner: z.boolean(),
  hasCoach: z.boolean(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayUnits: DisplayUnitsSchema,
  dateFormat: z.string(),
  timezone: z.string(),
  /**
   * The user's date now in `timezone` ("YYYY-MM-DD"), and the instant it ends (ISO 8601): the
   * web app's first screen reads today from here rather than making a time zone formatter,
   * whose first one costs 20-60 ms of a phone's main thread (ICU's time zone data).
   */
  today: z.iso.date(),
  todayEndsAt: z.iso.datetime(),
  onBoarding: z.string(),
  /** True once the first-time setup is finished. */
  firstSetup: z.boolean(),
  domain: z.string().nullable(),
  avatar_id: z.number().nullable(),
  coachName: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  jobTitle: z.string(),
  businessLogo: z.string().nullable(),
  businessName: z.string().nullable(),
  zones: z.record(z.string(), z.unknown()),
  profile: ProfileSchema,
  trackers: TrackerFlagsSchema,
  mensturation_config: z.record(z.string(), z.unknown()).nullable(),
  tracking_logs: z.array(z.unknown()),
  /** The athlete this account last visited (remembered per account); null for its own. */
  visitedAthleteId: z.number().nullable(),
  isAdmin: z.boolean(),
  isBetaTester: z.boolean(),
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;

export const GeneralSettingsSchema = z.object({
  dateFormat: DateFormatSchema,
  displayUnits: DisplayUnitsSchema,
});
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

export const AccountInfoResponseSchema = z.object({
  details: AccountDetailsSchema,
  settings: z.object({ profile: ProfileSchema, general: GeneralSettingsSchema }),
});
export type AccountInfoResponse = z.infer<typeof AccountInfoResponseSchema>;

const nameField = z.string({ error: messages.required }).trim().min(1, messages.required).max(100);

export const UpdateProfileBodySchema = z.object({
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  jobTitle: z.string().trim().max(100).optional(),
  /** Without ProfileSchema's defaults: a field not sent keeps its saved value, not []/{}. */
  profile: z
    .object({
      sports: ProfileSchema.shape.sports.unwrap(),
      trainingDays: ProfileSchema.shape.trainingDays.unwrap(),
      trainingAvailability: ProfileSchema.shape.trainingAvailability.unwrap(),
    })
    .partial()
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const UpdateGeneralBodySchema = GeneralSettingsSchema.partial();
export type UpdateGeneralBody = z.infer<typeof UpdateGeneralBodySchema>;

export const AccountUpdateResponseSchema = AccountInfoResponseSchema.extend({
  message: z.string(),
});

export const VisitedAthleteBodySchema = z.object({
  athleteId: z.number().int().positive().max(MAX_ROW_ID).nullable(),
});
