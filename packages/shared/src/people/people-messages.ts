import { messages } from "../validation/messages.ts";

/**
 * The words of My athletes, typos included (decision 014): the screens and the routes take them
 * from here.
 */
export const peopleMessages = {
  athleteUnsubscribed: (name: string) => `Successfully unsubscribed athlete ${name}`,
  athleteUnsubscribeFailed: (name: string) => `Could not unsubscribe athlete ${name}`,
  signUpConfirmed: "New Athlete Sign-up Confirmed",
  signUpConfirmFailed: "Failed to confirm sign-up",
  groupNameExists: messages.groupNameExists,
  // Our words for cases that came without a message
  athleteMuted: (name: string) => `${name} is muted`,
  athleteUnmuted: (name: string) => `${name} is no longer muted`,
  muteNeedsCoach: "Assign a coach to this athlete before muting them.",
  groupSaved: "Group saved",
  groupDeleted: "Group deleted",
  groupMembersChanged: "Group updated",
  pendingRemoved: "Removed from the list",
  pendingMarkedUnregistered: "Moved to unregistered athletes",
  signUpInvitationSent: (email: string) => `An invitation was sent to ${email}`,
} as const;
