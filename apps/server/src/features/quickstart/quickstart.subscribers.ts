import type { AppDeps } from "../../app-deps";
import { eventSubscriber } from "../../platform/events/event-bus";
import {
  onActivityImported,
  onAthleteCreated,
  onInvitationAnswered,
  onWorkoutsScheduled,
} from "./quickstart.service";

/** The events that check quick-start tasks and flags; listed in src/background.ts. */
export function quickstartSubscribers(deps: AppDeps) {
  return [
    eventSubscriber({
      name: "quickstart.athlete-created",
      event: "athlete.created",
      handle: (event) => onAthleteCreated(deps, event),
    }),
    eventSubscriber({
      name: "quickstart.invitation-answered",
      event: "invitation.answered",
      handle: (event) => onInvitationAnswered(deps, event),
    }),
    eventSubscriber({
      name: "quickstart.workouts-scheduled",
      event: "workouts.scheduled",
      handle: (event) => onWorkoutsScheduled(deps, event),
    }),
    eventSubscriber({
      name: "quickstart.activity-imported",
      event: "activity.imported",
      handle: (event) => onActivityImported(deps, event),
    }),
  ];
}
