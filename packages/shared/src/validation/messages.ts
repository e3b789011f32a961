/**
 * The product's exact words, typos included: users and tests match on them (decision 014).
 * Every screen and route takes its messages from here; never retype one.
 */
export const messages = {
  required: "This field is required",
  invalidEmail: "Please enter a valid email",
  invitationEmailInvalid: "E-mail must be valid",
  invalidFullName: "Please enter a valid full name",
  nameTooShort: "The name should be at least two characters",
  feedbackRequired: "field is required",
  formHasErrors: "Please fix the errors in the form before submitting.",
  activateSubscriptionToInvite: "Please activate your subscription before inviting new athletes.",
  groupNameExists: "Group name exists",

  // Invitations
  invitationSent: "Invitation has been sent!",
  invitationResponded: "Successfull operation",
  coachInvited: "Athlete succesfully invited (email was sent)",
  coachInviteFailed: "Unable to send coach invitation",
  // Our words for the invitation rules that came without a message
  invitationToSelf: "You cannot invite yourself.",
  invitationExpired: "This invitation has expired. It can only be deleted.",
  invitationAnswered: "This invitation has already been answered.",
  invitationGone: "This invitation no longer exists.",

  // The business owner's people (coach manager, created athletes)
  coachAssigned: "Succesfully assigned athlete to coach",
  coachAssignFailed: "There seems to be a problem assigning athlete to coach",
  coachRemoved: "Succesfully removed coach",
  // Our words for the refusals that came without a message
  athleteEmailIsCoach: "This address belongs to a coach and cannot be added as an athlete.",
  cannotRemoveSelf: "You cannot remove yourself from your business.",

  // Business page and subdomain
  businessNameRequired: "Business name is required",
  publicTextTooLong: "Maximum 750 characters allowed",
  domainNotAvailable: "This domain is not available",
  subdomainCharacters: "Only lowercase letters (a–z), numbers, and hyphens are allowed.",
  subdomainEdges: "Must begin and end with a letter or number.",
  subdomainDoubleHyphen: "Cannot contain consecutive hyphens (--).",
  subdomainLength: "Length must be between 1 and 63 characters.",
  hostnameTooLong: "must be less than 255 chars.",
  businessDataLoadFailed: "Failed to get business data",
  urlCopied: "Url succesfully copied",
  // Our words for the business rules that came without a message
  webSiteInvalid: "Enter a web address that starts with http:// or https://",
  businessImageInvalid: "Upload the image again.",
  athleteRequestSent: "Thank you! Your request was sent to the coach.",
  athleteRequestTermsRequired: "Please accept the terms and conditions.",
  athleteRequestCancelled: "The sign-up was cancelled",

  // Uploads and on-boarding
  fileTooLarge: "File must not exceed 25MB",
  // Our words for the type rules, which came without a message
  fileNotImage: "Only PNG and JPEG images are accepted",
  fileNotDocument: "Only images (PNG, JPEG, GIF, WebP) and PDF files are accepted",
  fileTypeNotAccepted: "This type of file is not accepted",
  onBoardingTooLong: "Must be up to 150 characters",
  // Our words for the activity name's rule, which came without a message
  activityNameTooLong: "Maximum 100 characters allowed",
  activitySportNotAllowed: "Choose running, cycling, swimming or strength.",
  activityChangeEmpty: "Give the activity a new name or sport.",
  onBoardingNoFiles: "Please select at least one file for uplaod.",
  onBoardingSaveFailed: "Error saving page",
  // Our words for the on-boarding rules that came without a message
  onBoardingFileMissing: "This file was not uploaded; select it again.",
  onBoardingAnswerTooLong: "An answer is at most 2000 characters.",
  onBoardingFieldsInvalid: "The page could not be read; reload it and try again.",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  passwordsDoNotMatch: "Passwords do not match",

  // Thresholds; our words for the bounds
  thresholdHeartRateRange: "Heart rate must be between 120 and 195 bpm",
  thresholdPowerRange: "FTP must be between 120 and 450 W",
  runPaceMetricRange: "Pace must be between 3:00 and 20:00 min/km",
  runPaceImperialRange: "Pace must be between 5:00 and 30:00 min/mi",
  swimPaceRange: "T-pace must be between 1:00 and 4:00 per 100",
  zoneRangesInvalid: "Zones must rise from zone 1 to zone 5 without overlapping",

  // Plan library and builder
  planNameBlank: "Plan name cannot be blank.",
  restDayNotEmpty: "Cannot add a rest day there.",
  workoutOnRestDay: "Cannot add a workout there a rest day is declared",
  planSaved: "Plan saved successfully",
  planDeleted: "Plan deleted successfully.",
  planApplied: "Plan successfully applied",
  planDeleteConfirm: "Do you really want to delete this plan?",
  planAssignmentNeedsAthlete: "Select at least one athlete",
  // Our words for rules that came without a message
  planWeekNeedsWorkout: "Add a workout to the last week before adding another week.",
  planNeedsOneWeek: "A plan needs at least one week.",
  planNoWeeks: "A plan without weeks cannot be saved.",
  planDayNotFound: "That day is not in the plan.",
  planWorkoutNotFound: "That workout is not in the plan.",
  planNothingToPaste: "Copy a workout before pasting.",

  // Calendar; our words
  dateInvalid: "Enter a date as YYYY-MM-DD.",
  dateRangeOrder: "The end date cannot be before the start date.",
  calendarRangeTooLong: "Choose a range of at most 400 days.",
  insightsRangeTooLong: "Choose a range of at most 2 years.",
  calendarAthleteMismatch: "The athlete does not match the calendar.",
  calendarMoveNeedsTarget: "Give either a number of days or a date to move the workouts to.",
  calendarDeleteTakesNoTarget: "Deleting workouts takes no days or date.",
  calendarShiftDaysZero: "Shift by at least one day.",

  // Performance and Macrocycle (coach-only athlete pages); our words
  performanceRangeTooLong: "Choose a range of at most 731 days.",
  macrocycleRangeTooLong: "Choose a range of at most 104 weeks.",
  macrocycleWeekNotMonday: "A week starts on a Monday.",
  macrocycleWeekRepeated: "Each week can be saved only once.",
  macrocycleTargetRange: "Enter a weekly target stress from 0 to 3000.",
  macrocycleNoteTooLong: "A note is at most 500 characters.",
  macrocycleSaved: "Macrocycle saved",

  // Activity files that cannot be imported; our words, after "<file name>: "
  activityTimesImplausible:
    "no record has a plausible timestamp (all lie years away from the activity or out of order), so there is no activity to import.",
  activityNeedsTooMuchMemory:
    "This file could not be read: it needs more memory than an activity file can.",
  activityParseFailed: "This file could not be read: reading it stopped unexpectedly.",

  // Input the database cannot hold; our words
  textHasForbiddenCharacters:
    "Text cannot contain NUL characters or unpaired UTF-16 surrogates; remove them and try again.",
  numberOutOfRange: "A number is too large or too small; enter a smaller value.",
  dateOutOfRange: "Enter a date between the years 1900 and 2200.",
  valueNotReadable: "A value could not be read; check the form and try again.",
  multipartInvalid: "The upload could not be read; select the files again and retry.",

  // Session and transport
  sessionExpired: "Session expired you have been logged out automatically.",
  refreshServerError: "An error occured, please try again later.",
  notAuthorized: "You are not authorized for this action",
  activateSubscription: "Please activate your subscription.",
  connectionError: "A connection error occured, please try again later",
  serverError: "An error occured, please try again later",
  // Our words: the database is restarting or unreachable; the server resumes by itself.
  serviceUnavailable: "The service is briefly unavailable. Please try again in a moment.",
  passwordResetNoResponse: "Please try again later, an error occured",
  permissionDenied: "You do not have permission to perform this action.",

  // Account
  profileUpdated: "Profile Updated",
  generalSettingsUpdated: "General Settings Updated",
  profileUpdateFailed: "Could not update your profile",
  settingsSaved: "Settings saved successfully",
  notificationsUpdated: "Notifications Updated",
  // Our words for the notification rules that came without a message
  notificationNotInSettings: "This notification is not part of these settings.",
  unsubscribeLinkInvalid:
    "This unsubscribe link is not valid. Open your notification settings instead.",
  zonesUpdated: "Updated",

  // Web push subscriptions; our words
  webPushEndpointInvalid: "Enter the https address the browser's push service gave.",
  webPushKeyInvalid: "This key does not come from a browser's push subscription.",

  // Pages
  notFoundTitle: "Something went wrong...",
  notFoundLink: "Let's start again",
} as const;

export type MessageKey = keyof typeof messages;
