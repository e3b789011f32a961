/**
 * The dashboard's words, typos included where the product has them (decision 014); the lines
 * marked "ours" are our words for rules that came without a message (docs/decisions/110-dashboard.md).
 */
export const dashboardMessages = {
  // Card C and the other empty states
  noDeviations: "No such workout during the last 5 days.",
  noScheduled: "No scheduled for the next 5 days.",
  noSignUps: "You do not have any new sign-ups to approve at the moment.",
  noTodos: "No to-do items yet.",
  noPayments: "Ooops, there are no payment yet",
  noCompletedWorkouts: "No completed workouts",
  activityLoadFailed: "Could not fetch workout activities and comments !!",
  /** Ours: the window of one call is bounded. */
  dashboardRangeTooLong: "Choose a range of at most 31 days.",

  // To-dos
  todoAddFailed: "Oops, there was an error adding your todo.",
  todoDeleteFailed: "Oops, there was an error deleting your todo.",
  todoUpdateFailed: "Oops, there was an error updating your todo.",
  /** Ours: the picker's minimum is today, and the server holds the same line. */
  todoDueDatePast: "The due date cannot be before today.",
  /** Ours: the ceiling of TODO_MAX. */
  todoLimit: "You have 200 to-dos; delete some before adding more.",

  // Quickstart
  quickstartTitle: "To-do for your 30 days trial",
  quickstartFetchFailed: "Failed to fetch quickstart data",
  quickstartUpdateFailed: "Failed to update task",
  quickstartUpdateAllFailed: (value: boolean) => `Failed to update all tasks to ${value}`,

  // Feedback
  feedbackThanks: "Thank you for your feedback",
  /** Ours: the ceiling that keeps one account from flooding the support mailbox. */
  feedbackTooMany: "You have sent a lot of feedback in the last hour; please try again later.",

  // Survey (ours: the product says only that a second answer is refused)
  surveyNotAnswered: "The survey has not been answered yet.",
  surveyAlreadyAnswered: "You have already answered this survey.",
  surveyRanksInvalid: "Give each item its own place, from 0.",

  // Maintenance
  maintenanceTitle: "We're Making Things Even Better!",
  /** Ours: what the page says under the product's title. */
  maintenanceText:
    "The app is down for a short maintenance. Please come back in a few minutes; nothing you saved is lost.",
} as const;
