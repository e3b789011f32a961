import type { SingleStep, Step, WorkoutBody } from "@coach/shared/workouts/workout.schemas";

/** A step at one zone of the workout's method, for `sec` seconds. */
function zoneStep(uuid: string, action: SingleStep["action"], sec: number, zone: number) {
  return {
    stepType: "step" as const,
    uuid,
    action,
    unit: "zone" as const,
    lower: null,
    upper: null,
    lowerZone: zone,
    upperZone: zone,
    lowerZoneValue: null,
    upperZoneValue: null,
    duration: sec,
    distance: null,
    stress: 0,
    targetName: "",
    stepInfo: "",
  };
}

/**
 * The benches' typical session: 10 min warm-up in zone 2, 5 x (work in zone 4, 2 min easy),
 * 10 min cool-down. `id` keeps the step uuids of one workout apart from another's.
 */
export function intervalSteps(id: string, workSec = 180): Step[] {
  return [
    zoneStep(`warm-${id}`, "Warm up", 600, 2),
    {
      stepType: "repeat",
      uuid: `repeat-${id}`,
      repeats: 5,
      steps: [
        zoneStep(`work-${id}`, "Work", workSec, 4),
        zoneStep(`rest-${id}`, "Rest active", 120, 1),
      ],
    },
    zoneStep(`cool-${id}`, "Cool down", 600, 1),
  ];
}

const TRIATHLON = [
  { type: 3, method: 4, name: "Swim" },
  { type: 2, method: 3, name: "Ride" },
  { type: 1, method: 1, name: "Run" },
] as const;

/** A busy triathlete's day: slot 0 a pool swim, 1 a ride, 2 a run, each an interval session. */
export function triathlonSession(day: number, slot: number): WorkoutBody {
  const sport = TRIATHLON[slot]!;
  return {
    name: `${sport.name} day ${day}`,
    type: sport.type,
    subtype: sport.type * 100,
    method: sport.method,
    basedOn: "Duration",
    steps: intervalSteps(`${day}-${slot}`, 180 + (day % 5) * 30),
    instructions: "Keep the recoveries easy; the last repeat as strong as the first.",
    isPool: slot === 0,
    poolLength: 50,
    poolLengthUnit: "METER",
    elevation: null,
    gradient: null,
  };
}
