import { z } from "zod";

/**
 * The entities of the spec documents' section 3, as their client reads them: the spec's field
 * names, written exactly as the spec writes them (snake_case or camelCase), with the types the
 * client uses. Written from the spec's text, not from our schemas, so that a rename on our side
 * fails here. A field the spec names without a type is only required to be present.
 */

/** Present in the answer, whatever its value (null included). */
export const present = z.custom<unknown>((value) => value !== undefined, { message: "missing" });

const id = z.number().int().positive();

export const Tokens = z.object({ access: z.string().min(1), refresh: z.string().min(1) });

/** Document 000, section 3, "Account details". */
export const AccountDetails = z.object({
  id,
  isCoach: z.boolean(),
  isBusinessOwner: z.boolean(),
  hasCoach: z.boolean(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayUnits: z.enum(["Metric", "Imperial"]),
  onBoarding: present,
  firstSetup: z.boolean(),
  domain: present,
  avatar_id: present,
  coachName: present,
  profilePictureUrl: present,
  jobTitle: present,
  businessLogo: present,
  zones: z.record(z.string(), z.unknown()),
  profile: z.object({
    sports: z.array(z.string()),
    trainingDays: z.array(
      z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
    ),
    trainingAvailability: present,
  }),
  mensturation_config: present,
  tracking_logs: present,
});

/** "General settings": dateFormat (display like 'MMM D, YYYY'), displayUnits. */
export const GeneralSettings = z.object({
  dateFormat: z.string(),
  displayUnits: z.enum(["Metric", "Imperial"]),
});

/** POST api/auth/login/: tokens and data {details}. */
export const LoginAnswer = z.object({
  tokens: Tokens,
  data: z.object({ details: AccountDetails }),
});

/** GET api/account/info/: details, settings.profile. */
export const AccountInfo = z.object({
  details: AccountDetails,
  settings: z.object({ profile: AccountDetails.shape.profile }),
});

/**
 * "Failure returns {code, error}", and section 8 shows "the server's error.message": the error is
 * an object with its message (docs/decisions/124-spec-api-contract.md).
 */
export const CodedError = z.object({ code: z.string(), error: z.object({ message: z.string() }) });

/** "Web push subscription: subscription, browser." */
export const WebPushSubscription = z.object({ subscription: present, browser: present });

// Document 001: payments
/** "Payment plan: id, title, description, amount, plan_type (...). Assignments: a list of athlete_id." */
export const PaymentPlan = z.object({
  id,
  title: z.string(),
  description: present,
  amount: z.number(),
  plan_type: z.enum(["one_off", "yearly_recurring", "monthly_recurring", "manual"]),
});

/** "Payment: id, athlete_id, amount, payment_date, is_paid, status (...), due_date, paid_at." */
export const Payment = z.object({
  id,
  athlete_id: id,
  amount: z.number(),
  payment_date: present,
  is_paid: z.boolean(),
  status: z.enum(["pending", "paid", "overdue"]),
  due_date: present,
  paid_at: present,
});

/** "Connected account: connected, default_currency, connect_setup_url." */
export const ConnectedAccount = z.object({
  connected: z.boolean(),
  default_currency: z.enum(["usd", "eur", "gbp", "aud", "cad"]),
  connect_setup_url: z.string().nullable(),
});

// Document 001: workouts, plans, calendar and analysis
/** "Step": a single step (stepType step) or a repeat holding inner steps and a repeats count. */
export const SingleStep = z.object({
  stepType: z.literal("step"),
  action: z.enum(["Warm up", "Work", "Rest active", "Rest passive", "Cool down"]),
  unit: z.enum(["number", "seconds", "zone", "%"]),
  lower: present,
  upper: present,
  lowerZone: present,
  upperZone: present,
  lowerZoneValue: present,
  upperZoneValue: present,
  duration: present,
  distance: present,
  stress: present,
  /** The spec writes "target name"; a field name has no space (decision 124). */
  targetName: present,
  stepInfo: present,
  uuid: z.string(),
});
export const Step = z.discriminatedUnion("stepType", [
  SingleStep,
  z.object({
    stepType: z.literal("repeat"),
    uuid: z.string(),
    repeats: z.number().int(),
    steps: z.array(SingleStep),
  }),
]);

/** "Workout": the planned workout as a calendar or a library holds it. */
export const Workout = z.object({
  id,
  date: present,
  name: z.string(),
  type: z.number().int(),
  subtype: present,
  method: present,
  basedOn: z.enum(["Duration", "Distance"]),
  steps: z.array(Step),
  instructions: z.string(),
  threshold: present,
  totalStress: z.number(),
  totalDistance: z.number(),
  totalDuration: z.number(),
  elevation: present,
  gradient: present,
  isPool: z.boolean(),
  poolLength: z.number(),
  poolLengthUnit: z.enum(["METER", "YARD"]),
  injury: present,
  comments: present,
  library: present,
  created: z.string(),
  updated: z.string(),
  creator: present,
  updator: present,
  creatorName: present,
  isSTDefault: z.boolean(),
});

/** "Library workout list items: id, name, type, subtype." */
export const LibraryListItem = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  type: z.number().int(),
  subtype: present,
});

/** "Plan (in plan library)". */
export const Plan = z.object({
  id,
  title: z.string(),
  notes: z.string(),
  workoutsCount: z.number().int(),
  days: z.number().int(),
  updatedOn: z.string(),
  assigned: z.record(z.string(), z.object({ s: z.string(), e: z.string() })),
  meta: z.object({
    sports: present,
    weeks: z.number().int(),
    workoutsCount: z.number().int(),
    days: z.number().int(),
  }),
});
export const PlanWithStructure = Plan.extend({
  structure: z.array(z.array(z.unknown()).length(7)),
});

/** "Activity": a completed activity, as the calendar and the analysis read it. */
export const Activity = z.object({
  id,
  athleteId: id,
  date: z.string(),
  status: present,
  activity_name: z.string(),
  activity_type: z.enum(["run", "cycle", "swim", "strength"]),
  based_on: z.enum(["duration", "distance"]),
  completed_duration_seconds: z.number(),
  planned_duration_seconds: present,
  completed_distance: present,
  planned_distance: present,
  matched_workout_id: present,
  matched_workout_data: z.object({ deviation: present }).nullable(),
  is_sample: present,
  is_scheduled_workout: present,
  comments: present,
  summary: z.object({ sport: present, durationInSeconds: z.number(), activityName: z.string() }),
  summary_id: present,
  embed_token: present,
  average_pace: present,
  average_heart_rate_bpm: present,
  total_ascend: present,
  total_strokes: present,
  average_power: present,
  average_speed: present,
  actual_stress: present,
  expected_stress: present,
  actual_rpe: present,
  expected_rpe: present,
  actual_feel: present,
  expected_feel: present,
  isPool: z.boolean(),
});

/** "Comment: id, date, content, user_id." */
export const Comment = z.object({ id, date: z.string(), content: z.string(), user_id: id });

/** "Analysis data". */
export const Analysis = z.object({
  activity: Activity,
  comments: z.array(Comment),
  workout: present,
  next_activity: present,
  after_next_activity: present,
  laps: z.array(z.unknown()),
  peaks: z.object({ time: z.array(z.unknown()), distance: z.array(z.unknown()) }),
  zones: present,
  summary: present,
});

/** Zones "keyed by method type". */
export const AthleteZones = z.object({
  runningMethods: z.record(z.string(), z.unknown()),
  cyclingMethods: z.record(z.string(), z.unknown()),
  swimmingMethods: z.record(z.string(), z.unknown()),
});

/** GET api/garmin/records/: "items with calendar_date and activity_type". */
export const RecordItems = z.object({
  items: z.array(
    z.object({
      calendar_date: z.string(),
      activity_type: z.enum(["run", "cycle", "swim", "strength", "other"]),
    }),
  ),
});

// Document 000: people, invitations, notifications, dashboard
/** "Athlete (coach list): id, email, first_name, last_name, name, fullName, muted, coachId, avatar_id, zones." */
export const CoachListAthlete = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  fullName: z.string(),
  muted: z.boolean(),
  coachId: present,
  avatar_id: present,
  zones: z.record(z.string(), z.unknown()),
});

/** "Coach: id, name, athletes; list type coach (active) or new-coach (pending)." */
export const BusinessCoach = z.object({
  id: z.union([id, z.string()]),
  name: z.string(),
  athletes: z.array(z.unknown()),
  type: z.enum(["coach", "new-coach"]),
});

/** "Pending athlete: id, fullName/name, email, signedUpAt/signedUpOn, confirmedAt, shortDescription." */
export const PendingAthlete = z.object({
  id,
  fullName: z.string(),
  name: z.string(),
  email: z.string(),
  signedUpAt: z.string(),
  signedUpOn: z.string(),
  confirmedAt: present,
  shortDescription: present,
});

/** "athletesGroups (groupId, groupName, groupDescription, athleteIds)". */
export const AthletesGroup = z.object({
  groupId: id,
  groupName: z.string(),
  groupDescription: z.string(),
  athleteIds: z.array(id),
});

/**
 * "My athletes data" and GET api/coach/my-athletes/'s "answer coach_settings, athletes_data,
 * activities, workouts, athletesGroups".
 */
export const MyAthletesData = z.object({
  coach_settings: z.object({
    muted_athletes: z.array(id),
    last_communication: z.record(z.string(), z.unknown()),
    last_program_ready_notification: z.record(z.string(), z.unknown()),
  }),
  pendingAthletes: z.array(PendingAthlete),
  unregisteredAthletes: z.array(PendingAthlete),
  athletes_data: z.record(
    z.string(),
    z.object({
      activities: z.array(z.unknown()),
      workouts: z.array(z.unknown()),
      dotsData: z.array(z.unknown()),
      last_communication: present,
    }),
  ),
  athletesGroups: z.array(AthletesGroup),
  activities: z.array(z.unknown()),
  workouts: z.array(z.unknown()),
});

/** POST api/coach/athletes-groups/: "answer id, name, description". */
export const CreatedGroup = z.object({ id, name: z.string(), description: z.string() });

/** "Ranking entry: athlete_config, commitment_12_months {completed, almost, failed, unplanned}" and its derived figures. */
export const RankingEntry = z.object({
  athlete_config: present,
  commitment_12_months: z.object({
    completed: z.number().int(),
    almost: z.number().int(),
    failed: z.number().int(),
    unplanned: z.number().int(),
  }),
  total_workouts: z.number().int(),
  total_activities: z.number().int(),
  commitmentPercent: z.number(),
});

/** "Public subdomain info: domainId, fullName, businessName, websiteUrl, businessLogoUrl, jobTitle, profilePictureUrl, publicText." */
export const PublicSubdomainInfo = z.object({
  domainId: id,
  fullName: z.string(),
  businessName: z.string(),
  websiteUrl: present,
  businessLogoUrl: present,
  jobTitle: present,
  profilePictureUrl: present,
  publicText: present,
});

const PersonInfo = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });

/** "Invitation: uuid_str, status, receiver_info and sender_info (email, firstName, lastName), email, ...". */
export const Invitation = z.object({
  uuid_str: z.string(),
  status: z.enum(["Pending", "Accepted", "Declined", "Expired"]),
  receiver_info: PersonInfo,
  sender_info: PersonInfo,
  email: z.string(),
  from_athlete_to_coach: z.boolean(),
  onBoardingId: present,
  messageFromCoach: present,
  url_hash: z.string(),
  response: present,
  notificationId: present,
});

/** "On-boarding form: id, fields keyed by id; item fields itemType, title, inputType, instructions, files (with uuid)." */
export const OnBoardingForm = z.object({
  id,
  fields: z.record(
    z.string(),
    z.object({
      itemType: z.enum(["question", "message", "files"]),
      title: z.string().optional(),
      inputType: z.enum(["Text field", "File upload"]).optional(),
      instructions: z.string().optional(),
      files: z.array(z.object({ uuid: z.string() })).optional(),
    }),
  ),
});

/** "Notification: id, notification_type, content, timestamp, read, category, data (...)." */
export const Notification = z.object({
  id,
  notification_type: z.string(),
  content: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
  category: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/** "Notification setting: notification_type, in_app_enabled, mail_enabled, title, description." */
export const NotificationSetting = z.object({
  notification_type: z.string(),
  in_app_enabled: z.boolean(),
  mail_enabled: z.boolean(),
  title: z.string(),
  description: z.string(),
});

/** "New record: id, key, range (distance), value (speed shown as a time)." */
export const NewRecord = z.object({ id, key: z.string(), range: present, value: z.number() });

/** "Todo: id, ctx (text), dueDate, done." */
export const Todo = z.object({ id, ctx: z.string(), dueDate: present, done: z.boolean() });

/**
 * "Dashboard data: configs (per athlete: user_id, workouts, activities, matchedWorkoutIds,
 * dotsData), todos keyed by id, workouts, activities, activities and workouts with recent
 * comments." The spec names no field for the last; ours is recentComments (decision 125).
 */
export const DashboardData = z.object({
  configs: z.array(
    z.object({
      user_id: id,
      workouts: z.array(z.unknown()),
      activities: z.array(z.unknown()),
      matchedWorkoutIds: z.array(z.unknown()),
      dotsData: z.array(z.unknown()),
    }),
  ),
  todos: z.record(z.string(), Todo),
  workouts: z.array(z.unknown()),
  activities: z.array(z.unknown()),
  recentComments: z.array(z.unknown()),
});

/** POST comments: "answer id, date, user_id". */
export const CommentAnswer = Comment.pick({ id: true, date: true, user_id: true });

/** "Quickstart (business owner): add_activity_tracker, add_workout_to_calendar, add_athlete (booleans)." */
export const OwnerQuickstart = z.object({
  add_activity_tracker: z.boolean(),
  add_workout_to_calendar: z.boolean(),
  add_athlete: z.boolean(),
});

/** "Athlete quick start: add_activity_tracker, add_activity_tracker_dismissed, select_an_activity_tracker_dismissed." */
export const AthleteQuickstart = z.object({
  add_activity_tracker: z.boolean(),
  add_activity_tracker_dismissed: z.boolean(),
  select_an_activity_tracker_dismissed: z.boolean(),
});

/** "Survey ranking: object mapping the three items to a rank starting at 0, or null for skip." */
export const SurveyRanking = z
  .object({
    creating_workouts_and_scheduling_training: z.number().int().min(0),
    communicating_with_athletes: z.number().int().min(0),
    analyzing_the_details: z.number().int().min(0),
  })
  .nullable();

/** "Subscription: status, plan, athlete_units, used_athlete_units, details.is_canceled, availableSubscriptions, selected_plan." */
export const Subscription = z.object({
  status: z.enum(["trialing", "active", "trial_expired", "past_due", "unpaid", "cancelled"]),
  plan: present,
  athlete_units: z.number().int(),
  used_athlete_units: z.number().int(),
  details: z.object({ is_canceled: z.boolean() }),
  availableSubscriptions: z.array(z.object({ recurring_interval: z.string() })),
  selected_plan: present,
});
