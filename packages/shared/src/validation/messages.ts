/**
 * The product's exact words, typos included: users and tests match on them (spec README).
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

  // Session and transport (first document, section 8)
  sessionExpired: "Session expired you have been logged out automatically.",
  refreshServerError: "An error occured, please try again later.",
  notAuthorized: "You are not authorized for this action",
  activateSubscription: "Please activate your subscription.",
  connectionError: "A connection error occured, please try again later",
  serverError: "An error occured, please try again later",
  passwordResetNoResponse: "Please try again later, an error occured",
  permissionDenied: "You do not have permission to perform this action.",

  // Account
  profileUpdated: "Profile Updated",
  generalSettingsUpdated: "General Settings Updated",
  profileUpdateFailed: "Could not update your profile",
  settingsSaved: "Settings saved successfully",
  notificationsUpdated: "Notifications Updated",
  zonesUpdated: "Updated",

  // Pages
  notFoundTitle: "Something went wrong...",
  notFoundLink: "Let's start again",
} as const;

export type MessageKey = keyof typeof messages;
