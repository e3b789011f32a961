import type { RacePriority, UnavailabilityKind } from "@coach/shared/calendar/calendar.schemas";
import type { MacrocyclePhase } from "@coach/shared/macrocycle/macrocycle.schemas";
import { type PlanDay, type PlanWeek, PlanWorkoutSchema } from "@coach/shared/plans/plan.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import { addDays, daysBetween, isoWeekday } from "@coach/shared/units/iso-week";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import { rideWorkouts, runWorkouts, strengthWorkouts, swimWorkouts } from "./demo-workouts";
import { seasonRandom } from "./season-random";

/**
 * A season as a coach writes it and an athlete lives it, from a seed and a today: a 12-week
 * plan applied twice (to end on a B race, then on the A race), the base weeks before it and the
 * recovery weeks after it placed by hand, races, a week off sick, notes, a macrocycle, and the
 * sessions the athlete did (most as planned, some shortened, some missed, a few unplanned).
 * Pure data: `demo-season.ts` writes it through the product's services, the scale benchmark
 * writes it in bulk.
 */

export type SeasonSport = "running" | "cycling" | "swimming" | "triathlon";

export type SeasonAthlete = {
  /** Keys the athlete's random streams ("anna"). */
  key: string;
  sport: SeasonSport;
  zones: AccountZones;
};

export type PlannedEntry = { date: string; workout: WorkoutBody };

export type SessionScript = {
  /** Keys the session's random stream and names its file. */
  key: string;
  date: string;
  /** Minutes after local midnight. */
  startMinute: number;
  /** The planned workout done (or a race or an extra session: a workout of its own). */
  workout: WorkoutBody;
  kind: "planned" | "unplanned" | "race";
  /** Fraction of the planned blocks done (1: all; a shortened session stops early). */
  fraction: number;
  isIndoor: boolean;
  comments: { by: "athlete" | "coach"; text: string }[];
};

export type SeasonScript = {
  plan: { title: string; notes: string; structure: PlanWeek[] };
  /** The plan's last day on each of these dates. */
  planEndDates: string[];
  placed: PlannedEntry[];
  races: {
    date: string;
    name: string;
    distance: number | null;
    priority: RacePriority;
    notes: string;
  }[];
  unavailability: {
    startDate: string;
    endDate: string;
    kind: UnavailabilityKind;
    reason: string;
    note: string;
  }[];
  macrocycle: { weekStart: string; phase: MacrocyclePhase; targetStress: number; note: string }[];
  sessions: SessionScript[];
};

export const PLAN_WEEKS = 12;
/** Each plan week's load: three building weeks and an easier one, a taper and the race week. */
const WEEK_LOADS = [1, 1.1, 1.2, 0.7, 1.1, 1.2, 1.3, 0.75, 1.3, 1.35, 0.8, 0.55];
const WEEK_PHASES: MacrocyclePhase[] = [
  "Base 1",
  "Base 1",
  "Base 1",
  "Rest",
  "Build 1",
  "Build 1",
  "Build 1",
  "Rest",
  "Build 2",
  "Peak",
  "Taper",
  "Race",
];

type DayMaker = (load: number, week: number) => WorkoutBody | null;

/** Monday first; null is a day off. */
const WEEK_TEMPLATES: Record<SeasonSport, DayMaker[]> = {
  running: [
    () => null,
    (load, week) => (week % 2 === 0 ? runWorkouts.track(load) : runWorkouts.tempo(load)),
    (load) => runWorkouts.easy(load),
    (load, week) => (week % 2 === 0 ? runWorkouts.tempo(load) : runWorkouts.easy(load * 0.9)),
    () => null,
    (load) => runWorkouts.easy(load * 0.9),
    (load) => runWorkouts.long(load),
  ],
  cycling: [
    () => null,
    (load, week) => (week % 2 === 0 ? rideWorkouts.vo2(load) : rideWorkouts.threshold()),
    (load) => rideWorkouts.endurance(load * 0.8),
    (load) => rideWorkouts.sweetSpot(load),
    () => null,
    (load) => rideWorkouts.long(load),
    () => rideWorkouts.recovery(),
  ],
  swimming: [
    () => swimWorkouts.technique(),
    (load) => swimWorkouts.css(load),
    () => strengthWorkouts.core(),
    (load) => swimWorkouts.endurance(load),
    () => null,
    (load, week) => (week % 2 === 0 ? swimWorkouts.sprint() : swimWorkouts.css(load)),
    () => null,
  ],
  triathlon: [
    (load) => swimWorkouts.css(load),
    (load, week) => (week % 2 === 0 ? rideWorkouts.sweetSpot(load) : rideWorkouts.vo2(load)),
    (load, week) => (week % 2 === 0 ? runWorkouts.tempo(load) : runWorkouts.track(load)),
    (load) => swimWorkouts.endurance(load),
    () => null,
    (load) => rideWorkouts.long(load * 0.9),
    (load) => runWorkouts.long(load * 0.85),
  ],
};

const PLAN_TITLES: Record<SeasonSport, { title: string; notes: string }> = {
  running: {
    title: "10 km build, 12 weeks",
    notes: "Two quality runs a week and a long run; every fourth week easier.",
  },
  cycling: {
    title: "Gran fondo build, 12 weeks",
    notes: "Intervals Tuesday and Thursday, the long ride on Saturday.",
  },
  swimming: {
    title: "1500 m swim build, 12 weeks",
    notes: "Threshold sets twice a week, technique on Mondays, strength on Wednesdays.",
  },
  triathlon: {
    title: "Olympic triathlon build, 12 weeks",
    notes: "Two sessions of each sport a week; bricks in the last block.",
  },
};

const RACES: Record<SeasonSport, { name: string; distance: number }[]> = {
  running: [
    { name: "City 10K", distance: 10_000 },
    { name: "Spring half marathon", distance: 21_097 },
    { name: "Parkrun", distance: 5_000 },
  ],
  cycling: [
    { name: "Gran Fondo", distance: 120_000 },
    { name: "Club time trial", distance: 40_000 },
    { name: "Sportive", distance: 80_000 },
  ],
  swimming: [
    { name: "Masters championships 1500 m", distance: 1_500 },
    { name: "Open-water 3 km", distance: 3_000 },
    { name: "Club gala 400 m", distance: 400 },
  ],
  triathlon: [
    { name: "Olympic triathlon", distance: 51_500 },
    { name: "Sprint triathlon", distance: 25_750 },
    { name: "Duathlon", distance: 35_000 },
  ],
};

export function planStructure(sport: SeasonSport): PlanWeek[] {
  return WEEK_LOADS.map((load, week) =>
    WEEK_TEMPLATES[sport].map((make, day): PlanDay => {
      const isRaceDay = week === PLAN_WEEKS - 1 && day === 6;
      const isRaceEve = week === PLAN_WEEKS - 1 && day === 5;
      if (isRaceDay) return { isRestDay: false, workouts: [] };
      const workout = isRaceEve ? opener(sport) : make(load, week);
      return workout
        ? {
            isRestDay: false,
            // A copy of the workout, as the plan builder keeps it (the schema's defaults).
            workouts: [PlanWorkoutSchema.parse(workout)],
          }
        : { isRestDay: true, workouts: [] };
    }),
  );
}

function opener(sport: SeasonSport): WorkoutBody {
  if (sport === "cycling") return rideWorkouts.recovery();
  if (sport === "swimming") return swimWorkouts.technique();
  return runWorkouts.opener();
}

/** The Sunday on or after a date. */
function sundayFrom(date: string): string {
  return addDays(date, (7 - isoWeekday(date)) % 7);
}

function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

function raceWorkout(sport: SeasonSport, race: { name: string; distance: number }): WorkoutBody {
  const base =
    sport === "cycling"
      ? rideWorkouts.threshold()
      : sport === "swimming"
        ? swimWorkouts.endurance(1)
        : runWorkouts.tempo(1);
  return { ...base, name: race.name, instructions: "Race day." };
}

const ATHLETE_COMMENTS = {
  done: [
    "Felt strong today, legs were fresh.",
    "Hit every target. The last rep hurt!",
    "Windy out there, but stuck to the plan.",
    "Good session, heart rate stayed low.",
    "Tired legs at the start, better after the warm-up.",
  ],
  shortened: [
    "Had to cut it short: work ran late.",
    "Stopped early, my calf felt tight.",
    "Ran out of time, did what I could.",
  ],
  race: ["Race done! Very happy with that.", "Tough race, paced it well though."],
};
const COACH_COMMENTS = {
  done: [
    "Great execution, the pacing was spot on.",
    "Nice work. Keep the recoveries this easy.",
    "Good job. Sleep well tonight, big week ahead.",
  ],
  shortened: [
    "No problem, better to stop than to push through pain. Tell me how the calf is tomorrow.",
    "Fine, we will move the long one to the weekend.",
  ],
  race: ["Brilliant race, proud of you!", "Well raced. Two easy days now."],
};

/**
 * The season around `today`: from the Monday 26 weeks back to 8 weeks ahead. Activities only
 * before today (the athlete has not done tomorrow's session yet).
 */
export function seasonScript(options: {
  athlete: SeasonAthlete;
  seed: number;
  today: string;
}): SeasonScript {
  const { athlete, seed, today } = options;
  const random = seasonRandom(seed, `${athlete.key}/season`);
  const sport = athlete.sport;
  const seasonStart = mondayOf(addDays(today, -26 * 7));
  const seasonEnd = addDays(today, 8 * 7);
  // The A race 5 to 7 weeks ahead, a Sunday; the B race where the first plan ends.
  const aRaceDate = sundayFrom(addDays(today, random.int(35, 49)));
  const bRaceDate = addDays(aRaceDate, -PLAN_WEEKS * 7);
  const cRaceDate = addDays(bRaceDate, -7 * random.int(4, 6));
  const [aRace, bRace, cRace] = RACES[sport] as [
    (typeof RACES.running)[0],
    (typeof RACES.running)[0],
    (typeof RACES.running)[0],
  ];
  const races = [
    { date: aRaceDate, ...aRace, priority: "A" as const, notes: "The season's goal." },
    { date: bRaceDate, ...bRace, priority: "B" as const, notes: "A hard test on the way." },
    { date: cRaceDate, ...cRace, priority: "C" as const, notes: "Training race: no taper." },
  ];
  const plan = { ...PLAN_TITLES[sport], structure: planStructure(sport) };
  const planEndDates = [bRaceDate, aRaceDate];
  const firstPlanStart = addDays(bRaceDate, -(PLAN_WEEKS * 7 - 1));

  // Planned days: the plan's on its two runs, the base and recovery weeks by hand.
  const planned: PlannedEntry[] = [];
  for (const endDate of planEndDates) {
    const start = addDays(endDate, -(PLAN_WEEKS * 7 - 1));
    for (const [weekIndex, week] of plan.structure.entries()) {
      for (const [dayIndex, day] of week.entries()) {
        for (const workout of day.workouts) {
          planned.push({ date: addDays(start, weekIndex * 7 + dayIndex), workout });
        }
      }
    }
  }
  const placed: PlannedEntry[] = [];
  const placeWeeks = (from: string, to: string, load: (week: number) => number) => {
    for (
      let date = from, week = 0;
      daysBetween(date, to) >= 0;
      date = addDays(date, 7), week += 1
    ) {
      WEEK_TEMPLATES[sport].forEach((make, dayIndex) => {
        const day = addDays(date, dayIndex);
        if (daysBetween(day, to) < 0 || day === cRaceDate) return;
        const workout = make(load(week), week);
        if (workout) placed.push({ date: day, workout });
      });
    }
  };
  placeWeeks(seasonStart, addDays(firstPlanStart, -1), (week) => 0.8 + 0.05 * week);
  placeWeeks(addDays(aRaceDate, 1), seasonEnd, (week) => (week === 0 ? 0.5 : 0.8));
  const notes = [
    {
      date: addDays(aRaceDate, -6),
      text: "Race week: early nights, carbohydrate on Friday and Saturday.",
    },
    { date: addDays(bRaceDate, -2), text: "Collect race number on Friday evening." },
    { date: addDays(today, -random.int(20, 40)), text: "New shoes: wear them on easy runs first." },
  ].filter((note) => daysBetween(seasonStart, note.date) >= 0);
  for (const note of notes) {
    placed.push({
      date: note.date,
      workout: {
        name: note.text,
        type: SportId.note,
        subtype: null,
        method: null,
        basedOn: "Duration",
        steps: [],
        instructions: note.text,
        isPool: false,
        poolLength: 50,
        poolLengthUnit: "METER",
        elevation: null,
        gradient: null,
      },
    });
  }
  planned.push(...placed.filter((entry) => entry.workout.type !== SportId.note));

  // A week of illness in the base period: its sessions are missed.
  const sickStart = addDays(today, -random.int(9, 14) * 7 + random.int(0, 3));
  const sickEnd = addDays(sickStart, random.int(3, 5));
  const unavailability = [
    {
      startDate: sickStart,
      endDate: sickEnd,
      kind: "illness" as const,
      reason: "Heavy cold",
      note: "No training until the fever is gone.",
    },
  ];
  const isUnavailable = (date: string) =>
    daysBetween(sickStart, date) >= 0 && daysBetween(date, sickEnd) >= 0;

  const macrocycle = macrocycleWeeks({
    seasonStart,
    seasonEnd,
    firstPlanStart,
    aRaceDate,
    bRaceDate,
    planned,
    zones: athlete.zones,
  });

  const sessions: SessionScript[] = [];
  const byDate = new Map<string, WorkoutBody[]>();
  for (const entry of planned)
    byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry.workout]);
  const raceOn = new Map(races.map((race) => [race.date, race]));
  for (let date = seasonStart; daysBetween(date, today) > 0; date = addDays(date, 1)) {
    const day = seasonRandom(seed, `${athlete.key}/${date}`);
    const race = raceOn.get(date);
    if (race) {
      sessions.push(session(date, 9 * 60, raceWorkout(sport, race), "race", 1, false, day, "race"));
      continue;
    }
    if (isUnavailable(date)) continue;
    for (const [index, workout] of (byDate.get(date) ?? []).entries()) {
      if (day.chance(0.07)) continue; // missed
      const isShortened = day.chance(0.06);
      const startMinute =
        index === 0 ? day.pick([6 * 60, 6 * 60 + 30, 7 * 60, 17 * 60 + 30, 18 * 60]) : 19 * 60;
      // Interval rides on weekdays are done on the trainer.
      const isIndoor =
        workout.type === SportId.cycling &&
        isoWeekday(date) <= 5 &&
        !/Endurance|Recovery/.test(workout.name);
      sessions.push(
        session(
          date,
          startMinute,
          workout,
          "planned",
          isShortened ? day.between(0.55, 0.8) : 1,
          isIndoor,
          day,
          isShortened ? "shortened" : "done",
        ),
      );
    }
    // Now and then an extra easy session nobody planned.
    if (!byDate.has(date) && day.chance(0.04)) {
      const extra =
        sport === "swimming"
          ? swimWorkouts.technique()
          : sport === "running"
            ? runWorkouts.easy(0.8)
            : rideWorkouts.recovery();
      sessions.push(
        session(
          date,
          12 * 60,
          { ...extra, name: "Extra session" },
          "unplanned",
          1,
          false,
          day,
          "done",
        ),
      );
    }
  }
  return { plan, planEndDates, placed, races, unavailability, macrocycle, sessions };

  function session(
    date: string,
    startMinute: number,
    workout: WorkoutBody,
    kind: SessionScript["kind"],
    fraction: number,
    isIndoor: boolean,
    day: ReturnType<typeof seasonRandom>,
    mood: "done" | "shortened" | "race",
  ): SessionScript {
    // The athlete comments on about one session in six, always on a race or a cut session;
    // the coach answers.
    const hasComments = mood !== "done" || day.chance(0.16);
    const comments = hasComments
      ? [
          { by: "athlete" as const, text: day.pick(ATHLETE_COMMENTS[mood]) },
          { by: "coach" as const, text: day.pick(COACH_COMMENTS[mood]) },
        ]
      : [];
    return {
      key: `${athlete.key}-${date}-${startMinute}`,
      date,
      startMinute: startMinute + day.int(0, 20),
      workout,
      kind,
      fraction,
      isIndoor,
      comments,
    };
  }
}

function macrocycleWeeks(options: {
  seasonStart: string;
  seasonEnd: string;
  firstPlanStart: string;
  aRaceDate: string;
  bRaceDate: string;
  planned: PlannedEntry[];
  zones: AccountZones;
}): SeasonScript["macrocycle"] {
  const stressOf = new Map<string, number>();
  for (const entry of options.planned) {
    const week = mondayOf(entry.date);
    const stress = computeWorkoutTotals(entry.workout, options.zones).totalStress;
    stressOf.set(week, (stressOf.get(week) ?? 0) + stress);
  }
  const weeks: SeasonScript["macrocycle"] = [];
  const secondPlanStart = addDays(options.bRaceDate, 1);
  for (
    let week = options.seasonStart;
    daysBetween(week, options.seasonEnd) >= 0;
    week = addDays(week, 7)
  ) {
    const inFirst =
      daysBetween(options.firstPlanStart, week) >= 0 && daysBetween(week, options.bRaceDate) >= 0;
    const inSecond =
      daysBetween(secondPlanStart, week) >= 0 && daysBetween(week, options.aRaceDate) >= 0;
    const planWeek = inFirst
      ? Math.floor(daysBetween(options.firstPlanStart, week) / 7)
      : inSecond
        ? Math.floor(daysBetween(secondPlanStart, week) / 7)
        : null;
    const phase: MacrocyclePhase =
      planWeek !== null
        ? WEEK_PHASES[planWeek]!
        : daysBetween(week, options.firstPlanStart) > 0
          ? "Prep"
          : "Rest";
    const note = planWeek === PLAN_WEEKS - 1 ? (inSecond ? "A race" : "B race") : "";
    weeks.push({
      weekStart: week,
      phase,
      targetStress: Math.min(3000, Math.round(stressOf.get(week) ?? 0)),
      note,
    });
  }
  return weeks;
}
