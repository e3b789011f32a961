import { z } from "zod";
import { EventFlagSchema, IsoDateSchema, RowIdSchema } from "../calendar/calendar.schemas.ts";
import { RecordKeySchema } from "../records/record.schemas.ts";
import { messages } from "../validation/messages.ts";
import { MAX_UPLOAD_BYTES } from "../validation/uploads.ts";
import { ACTIVITY_NAME_MAX_LENGTH, oneLineName } from "./activity-title.ts";
import { SpecActivityFieldsSchema } from "./spec-activity.ts";

/**
 * The activities API. Dates are the athlete's local calendar dates ('YYYY-MM-DD'), instants UTC ISO.
 *
 * - POST api/athlete/{id}/activities/upload/ (multipart/form-data, one or more file parts, any
 *   field name): 200 with one UploadFileResult per file part, in order. A file's failure is
 *   its result's status 'error' and message, never the request's status.
 * - GET api/athlete/{id}/activities/?startDate&endDate: ActivityListResponse.
 * - GET api/activities/{activityId}/file: the original file (attachment).
 * - DELETE api/activities/{activityId}/: 204.
 * - GET api/map/tiles/: MapTilesResponse, where route maps take their tiles (both null: none).
 * - PATCH api/activities/{activityId}/ { name?, sport? }: ActivityItem (the athlete and their
 *   coaches); a new sport re-analyses the original file (activity-update.schemas.ts).
 * - POST api/activities/{activityId}/match/ { workoutId | null }: ActivityItem.
 * - GET api/analyze/{id}: AnalyzeResponse.
 * - GET api/analyze/{id}/samples: EncodedClientSamples (series-encoding.ts) as JSON, sent with
 *   `Content-Encoding: gzip` (the stored bytes as they are) when the request accepts gzip, so
 *   `decodeClientSamples(await (await fetch(url)).json())` is all the web does: the browser
 *   inflates it.
 * - POST api/athlete/workouts/comments/{activityId}: CreateCommentBody -> 201
 *   CreateCommentResponse; an empty comment is 400.
 * - GET api/garmin/records/?athlete=: RecordsResponse.
 * - POST api/athlete/records/accept/: AcceptRecordsBody -> { message }.
 * - POST api/athlete/peaks/: PeakActionBody -> { message: 'Action taken' }; a stale peak is 400
 *   with PEAK_STALE_MESSAGE (the notification is removed).
 */

export const ACTIVITY_FILE_MAX_BYTES = MAX_UPLOAD_BYTES;
/** Most file parts one upload request takes. */
export const ACTIVITY_UPLOAD_MAX_FILES = 20;
/** An upload request without any file part (400, field 'file'). */
export const NO_ACTIVITY_FILE_MESSAGE = "Please select at least one activity file to upload.";
/** An upload request over its total size or file count (413); says what is accepted. */
export const uploadRequestTooLargeMessage = (maxRequestMb: number, maxFiles: number) =>
  `This upload is too large: one upload takes at most ${maxFiles} files and ${maxRequestMb} MB in all, each file at most 25 MB. Upload the files in smaller groups.`;
/** A user already has this many uploads running (429). */
export const uploadsBusyMessage = (concurrency: number) =>
  `You already have ${concurrency} uploads in progress. Wait for them to finish, then try again.`;
/** The daily upload quota is used up (429 before a request; per file within one). */
export const uploadQuotaMessage = (
  quota: { dailyMb: number; dailyFiles: number },
  resetsAtUtc?: string,
) =>
  `You have reached the daily upload limit of ${quota.dailyMb} MB or ${quota.dailyFiles} files. ${
    resetsAtUtc
      ? `More can be uploaded from ${resetsAtUtc} UTC.`
      : "More can be uploaded 24 hours after your earlier uploads."
  }`;
export const PEAK_ACTION_TAKEN = "Action taken";
export const PEAK_STALE_MESSAGE = "Threshold has been improved since this peak was detected";
/** What the client shows when a peak action fails for another reason. */
export const PEAK_ACTION_FAILED =
  "Could not submit action, maybe your peak value improved since this one got detected.";

/** 'upload' for now; trackers come later. */
/** upload: a file uploaded; archive: a file of a history archive (decision 123). */
export const ActivitySourceSchema = z.enum(["upload", "archive"]);

/** An activity as a link: the upload answer and next activities. */
export const ActivityRefSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  /** Our sport id; 0 when the file's sport is none of ours. */
  sport: z.number().int(),
  name: z.string(),
});
export type ActivityRef = z.infer<typeof ActivityRefSchema>;

export const UPLOAD_STATUSES = ["imported", "duplicate", "error"] as const;

export const UploadFileResultSchema = z.object({
  fileName: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  /** Empty when imported cleanly; the reason otherwise (names the file), or the truncation note. */
  message: z.string(),
  /** The imported activities (one per sport), or the existing ones of a duplicate. */
  activities: z.array(ActivityRefSchema),
  isTruncated: z.boolean(),
});
export type UploadFileResult = z.infer<typeof UploadFileResultSchema>;

export const UploadResponseSchema = z.object({ files: z.array(UploadFileResultSchema) });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/**
 * An activity as the activity list, the analysis and the calendar's match answer it: the spec's
 * Activity (spec-activity.ts), figures from the stored summary, and what the list adds.
 */
export const ActivityItemSchema = SpecActivityFieldsSchema.extend({
  /** Our sport id; 0 when the file's sport is none of ours. */
  sport: z.number().int(),
  flag: EventFlagSchema,
  startTime: z.string(),
  source: ActivitySourceSchema,
  fileName: z.string(),
  isTruncated: z.boolean(),
  uploadedBy: z.number().int().nullable(),
  created: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const ActivityListQuerySchema = z.object({
  startDate: IsoDateSchema.optional(),
  endDate: IsoDateSchema.optional(),
});
export const ActivityListResponseSchema = z.object({ items: z.array(ActivityItemSchema) });
export type ActivityListResponse = z.infer<typeof ActivityListResponseSchema>;

export const ActivityParamsSchema = z.object({ activityId: RowIdSchema });
export const AnalyzeParamsSchema = z.object({ id: RowIdSchema });

/** The operator's tile server (MAP_TILE_URL), an OpenStreetMap-style {z}/{x}/{y} template. */
export const MapTilesResponseSchema = z.object({
  urlTemplate: z.string().nullable(),
  attribution: z.string().nullable(),
});
export type MapTilesResponse = z.infer<typeof MapTilesResponseSchema>;

/** A new name: one line (runs of spaces and line breaks become one space), 1 to 100 characters. */
export const RenameActivityBodySchema = z.object({
  name: z
    .string({ error: messages.required })
    .transform(oneLineName)
    .pipe(
      z
        .string()
        .min(1, messages.required)
        .max(ACTIVITY_NAME_MAX_LENGTH, messages.activityNameTooLong),
    ),
});
export type RenameActivityBody = z.input<typeof RenameActivityBodySchema>;

export const MatchActivityBodySchema = z.object({ workoutId: RowIdSchema.nullable() });
export type MatchActivityBody = z.infer<typeof MatchActivityBodySchema>;

/** A comment: id, date, content, user_id; with the author's name for the page. */
export const ActivityCommentSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  content: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
});
export type ActivityComment = z.infer<typeof ActivityCommentSchema>;

/**
 * POST api/athlete/workouts/comments/{id}: event_type 'activity' names an activity; 'workout'
 * a planned workout, whose comment goes to the activity matched to it. athlete, when given, must
 * be the activity's athlete.
 */
export const CreateCommentBodySchema = z.object({
  athlete: z.union([RowIdSchema, z.string().max(64)]).optional(),
  comment: z.string().trim().min(1).max(5000),
  event_type: z.enum(["workout", "activity"]).default("activity"),
});
export type CreateCommentBody = z.input<typeof CreateCommentBodySchema>;
export const CreateCommentResponseSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  user_id: z.number().int(),
});

/** Loosely typed parts of the stored analysis (the engine's types are the reference). */
const JsonObject = z.record(z.string(), z.unknown());

export const AnalyzeResponseSchema = z.object({
  activity: ActivityItemSchema,
  comments: z.array(ActivityCommentSchema),
  /** The matched planned workout (CalendarWorkout), or null. */
  workout: JsonObject.nullable(),
  next_activity: ActivityRefSchema.nullable(),
  after_next_activity: ActivityRefSchema.nullable(),
  /** ActivityLap[]. */
  laps: z.array(JsonObject),
  peaks: z.object({
    /** Mean-maximal power at the standard durations: CurvePoint[] ({ durationSec, powerW }). */
    time: z.array(JsonObject),
    /** Best efforts along the pace-curve distances: DistanceEffort[]. */
    distance: z.array(JsonObject),
  }),
  /** Seconds in each zone: ActivitySummary.timeInZones. */
  zones: JsonObject,
  /** ActivitySummary plus `device`, the file's own figures (DeviceSummary or null). */
  summary: JsonObject,
});
export type AnalyzeResponse = z.infer<typeof AnalyzeResponseSchema>;

/**
 * GET api/analyze/{id}/samples: the spec's samples, one row a sample (gzip on the wire); with
 * `encoding=series`, the compact form the web app reads (EncodedClientSamples, decision 034).
 */
export const SamplesQuerySchema = z.object({
  encoding: z.enum(["rows", "series"]).default("rows"),
});
const reading = z.number().nullable();
export const SpecSampleSchema = z.object({
  timestamp: z.number(),
  timerDurationInSeconds: z.number(),
  onPause: z.boolean(),
  latlng: z.tuple([z.number(), z.number()]).nullable(),
  heartRate: reading,
  powerInWatts: reading,
  speedMetersPerSecond: reading,
  totalDistanceInMeters: reading,
  elevationInMeters: reading,
  position_lat: reading,
  position_long: reading,
  cadence: reading,
  temperature: reading,
});
export const SpecSamplesResponseSchema = z.array(SpecSampleSchema);

/** The activity_type of a record or notification. */
export const ACTIVITY_TYPES = ["run", "cycle", "swim", "strength", "other"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export { RecordKeySchema };

/** One new record of a notification (id, key, range, value). */
export const NewRecordItemSchema = z.object({
  id: z.number().int(),
  key: RecordKeySchema,
  /** Distance (m) or duration (s). */
  range: z.number(),
  /** m/s (shown as a time) or W. */
  value: z.number(),
  previous: z.number().nullable(),
});
export type NewRecordItem = z.infer<typeof NewRecordItemSchema>;

/** notifications.data of a 'new_records' notification (category 'new_distance_records'). */
export const NewRecordsNotificationDataSchema = z.object({
  athlete_id: z.number().int(),
  activityId: z.number().int(),
  activityType: z.enum(ACTIVITY_TYPES),
  activityDate: z.string(),
  date: z.string(),
  newRecords: z.array(NewRecordItemSchema),
});
export type NewRecordsNotificationData = z.infer<typeof NewRecordsNotificationDataSchema>;

export const PeakMethodSchema = z.enum(["power", "heartRate", "pace", "tpace"]);
export const ZoneMethodTypeSchema = z.enum(["runningMethods", "cyclingMethods", "swimmingMethods"]);

/** notifications.data of a 'peak' notification (category 'peak'). */
export const PeakNotificationDataSchema = z.object({
  athlete_id: z.number().int(),
  /** The activity that showed the peak. */
  eid: z.number().int(),
  activityType: z.enum(ACTIVITY_TYPES),
  activityDate: z.string(),
  sportId: z.number().int(),
  method: PeakMethodSchema,
  /** The stored threshold when detected (W, bpm, s/km, s/100 m), or null. */
  threshold: z.number().nullable(),
  /** The new threshold, same unit. */
  value: z.number(),
  /** Where accepting writes: zones[methodType][zone].threshold. */
  methodType: ZoneMethodTypeSchema,
  zone: z.enum(["power", "ftpHr", "pace", "tpace"]),
  durationSec: z.number().nullable(),
  distanceM: z.number().nullable(),
});
export type PeakNotificationData = z.infer<typeof PeakNotificationDataSchema>;

export const NOTIFICATION_TYPES = { newRecords: "new_records", peak: "peak" } as const;
export const NOTIFICATION_CATEGORIES = {
  newRecords: "new_distance_records",
  peak: "peak",
} as const;

/** GET api/garmin/records/?athlete=: the athlete's accepted records, newest first. */
export const RecordsQuerySchema = z.object({ athlete: RowIdSchema.optional() });
export const RecordItemSchema = z.object({
  id: z.number().int(),
  key: RecordKeySchema,
  range: z.number(),
  value: z.number(),
  calendar_date: z.string(),
  activity_type: z.enum(ACTIVITY_TYPES),
  activity_id: z.number().int().nullable(),
});
export type RecordItem = z.infer<typeof RecordItemSchema>;
export const RecordsResponseSchema = z.object({ items: z.array(RecordItemSchema) });
export type RecordsResponse = z.infer<typeof RecordsResponseSchema>;

/**
 * POST api/athlete/records/accept/: the records chosen from the notification (by id; the
 * values stored are the notification's). activityType and date are echoed by the client.
 */
export const AcceptRecordsBodySchema = z.object({
  activityType: z.string().max(32).optional(),
  date: z.string().max(32).optional(),
  records: z.array(z.object({ id: z.number().int() }).loose()).max(100),
  notificationId: RowIdSchema,
});
export type AcceptRecordsBody = z.infer<typeof AcceptRecordsBodySchema>;

/** POST api/athlete/peaks/: id is the peak notification; meta is the client's echo (unused). */
export const PeakActionBodySchema = z.object({
  id: RowIdSchema,
  meta: z.unknown().optional(),
  action: z.enum(["accept", "dismiss"]),
});
export type PeakActionBody = z.infer<typeof PeakActionBodySchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
