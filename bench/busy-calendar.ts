/**
 * A busy athlete's calendar, as the benches need it: 3 planned interval sessions a day (swim,
 * bike, run) and a completed ride a day, over `days` days from `start`. The rides carry the
 * summary the calendar reads (duration, distance, stress); six rides out of seven match the
 * day's planned ride. The athlete's quick start is marked as imports mark it.
 */
import type { ActivitySummary } from "@coach/shared/activities/summary";
import { addDays } from "@coach/shared/units/iso-week";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import type { Database } from "../apps/server/src/db/client";
import { activities, athleteQuickstarts, calendarWorkouts } from "../apps/server/src/db/schema";
import { triathlonSession } from "./workouts";

const PER_DAY = 3;

export async function fillBusyCalendar(
  db: Database,
  {
    athleteId,
    coachId,
    start,
    days,
  }: { athleteId: number; coachId: number; start: string; days: number },
) {
  const planned = Array.from({ length: days * PER_DAY }, (_, index) => {
    const day = Math.floor(index / PER_DAY);
    const slot = index % PER_DAY;
    const body = triathlonSession(day, slot);
    const totals = computeWorkoutTotals(body, null);
    return {
      ...body,
      athleteId,
      date: addDays(start, day),
      position: slot,
      steps: totals.steps,
      totalDuration: totals.totalDuration,
      totalDistance: totals.totalDistance,
      totalStress: totals.totalStress,
      createdBy: coachId,
    };
  });
  const stored: { id: number; date: string; type: number }[] = [];
  for (let from = 0; from < planned.length; from += 500) {
    stored.push(
      ...(await db
        .insert(calendarWorkouts)
        .values(planned.slice(from, from + 500))
        .returning({
          id: calendarWorkouts.id,
          date: calendarWorkouts.date,
          type: calendarWorkouts.type,
        })),
    );
  }
  const plannedRideOn = new Map(
    stored.filter((row) => row.type === 2).map((row) => [row.date, row.id]),
  );
  await db.insert(activities).values(
    Array.from({ length: days }, (_, day) => {
      const date = addDays(start, day);
      const durationSec = 2700 + (day % 5) * 300;
      const summary: ActivitySummary = {
        sportId: 2,
        durationSec,
        elapsedSec: durationSec + 120,
        movingTimeSec: durationSec - 60,
        distanceM: durationSec * 8.5,
        elevationGainM: 120,
        elevationLossM: 118,
        avgHeartRateBpm: 142,
        maxHeartRateBpm: 171,
        avgSpeedMps: 8.5,
        maxSpeedMps: 14.2,
        avgPaceSec: null,
        paceDistanceM: null,
        movingSpeedMps: null,
        movingPaceSec: null,
        caloriesKcal: null,
        avgCadenceRpm: 88,
        power: null,
        stress: {
          method: "power",
          stress: durationSec / 45,
          intensityFactor: 0.78,
          threshold: 250,
        },
        timeInZones: { heartRate: null, power: null, pace: null },
      };
      const isUnplanned = day % 7 === 6;
      return {
        athleteId,
        date,
        startTime: new Date(`${date}T06:30:00Z`),
        sport: 2,
        name: `Ride ${day}`,
        fileFingerprint: `busy-${athleteId}-${day}`,
        fileKey: `activities/busy-${athleteId}-${day}.fit`,
        fileName: `busy-${day}.fit`,
        summary,
        samples: Buffer.alloc(0),
        matchedWorkoutId: isUnplanned ? null : (plannedRideOn.get(date) ?? null),
        deviation: isUnplanned ? null : -5 + (day % 10),
      };
    }),
  );
  // What an import does besides storing the ride: the athlete's quick start ("bring in your
  // training") is done, so their calendar no longer offers the upload card.
  await db
    .insert(athleteQuickstarts)
    .values({ userId: athleteId, addActivityTracker: true })
    .onConflictDoUpdate({ target: athleteQuickstarts.userId, set: { addActivityTracker: true } });
  return { workouts: planned.length, rides: days };
}
