import type { HelpTopic } from "./help-topic.types";

/**
 * The help assistant's tutorials: each one teaches a feature of this app in illustrated steps,
 * with screenshots taken from the app itself (apps/web/public/help/). The ids are the ones the
 * `videoId` query names. There is no message board in the app yet, so that topic says what to
 * use instead: comments on activities.
 */
export const HELP_TOPICS: HelpTopic[] = [
  {
    id: "dual-calendar",
    title: "Dual calendar: planned and done",
    summary: "Each athlete's calendar shows what you planned next to what they did.",
    steps: [
      {
        image: "dual-calendar-1.webp",
        alt: "An athlete's calendar in month view with planned workouts and recorded activities.",
        text: "Choose an athlete in the selector at the top right (or open them from Athletes), then the Calendar tab. Every day holds two things: the workouts you planned and the activities the athlete recorded or uploaded.",
      },
      {
        image: "dual-calendar-2.webp",
        alt: "One week of the calendar: green, yellow, red, blue and grey items.",
        text: "A workout and the activity that matched it share a colour: green done as planned, yellow partly done (off the plan's duration or distance), red missed. Blue is an activity nobody planned; grey is still to come.",
      },
      {
        image: "dual-calendar-3.webp",
        alt: "The menu of a day: workout from library, new workouts, note, rest day, race and more.",
        text: "Press + on a day to plan it: a workout from your library, a new running, cycling, swimming or strength workout, a note, a rest day, a race or days the athlete is away.",
      },
      {
        image: "dual-calendar-4.webp",
        alt: "The Summary column of a week with planned and done time, distance and stress.",
        text: "The Summary column adds up each week: the planned time and stress first, then in green what was done, and how many workouts were completed. Switch between Month and Week at the top.",
      },
    ],
  },
  {
    id: "performance-graphs",
    title: "Performance Graphs",
    summary: "Fitness, fatigue and form from the stress of every activity.",
    steps: [
      {
        image: "performance-graphs-1.webp",
        alt: "The Performance tab: Fitness, Fatigue and Form cards above a chart.",
        text: "Open an athlete's Performance tab. The three cards give today's Fitness (CTL, the long-term load), Fatigue (ATL, the last days' load) and Form (TSB, fitness minus fatigue).",
      },
      {
        image: "performance-graphs-2.webp",
        alt: "The chart with the values of one day shown under it.",
        text: "The chart draws them day by day. Point at a day to read its values under the chart. After the dashed line of today the lines are projected from the workouts still planned, so you see how the coming weeks will load the athlete.",
      },
      {
        image: "performance-graphs-3.webp",
        alt: "The range buttons 6 weeks, 3 months, 6 months and 1 year.",
        text: "Choose 6 weeks, 3 months, 6 months or 1 year at the top right to zoom in on a block of training or to see a whole season.",
      },
      {
        image: "performance-graphs-4.webp",
        alt: "The pace curve table: best times over distances with the activity of each.",
        text: "Below the chart, the power curve (cycling) and the pace curve (running) list the best efforts of the range over standard durations and distances; the date opens the activity it came from.",
      },
    ],
  },
  {
    id: "analyzing-data",
    title: "Analyzing data",
    summary: "Read one activity: its figures, its chart and how it compares with the plan.",
    steps: [
      {
        image: "analyzing-data-1.webp",
        alt: "An activity page: duration, distance, heart rate, pace and stress at the top.",
        text: "Click an activity on the calendar (or in Activities) to open it. The top row sums it up: duration and moving time, distance, elevation gain, heart rate, pace or power, cadence and stress.",
      },
      {
        image: "analyzing-data-2.webp",
        alt: "The activity chart with a range selected and the range's figures below it.",
        text: "In the chart, switch heart rate, pace, power or elevation on and off with the chips above it, and point at a moment to read its values. Drag across the chart to zoom into a part of the activity: the Range figures under it then describe only that part.",
      },
      {
        image: "analyzing-data-3.webp",
        alt: "The planned workout next to what was done, and the time in each zone.",
        text: "When the activity matched a planned workout, Planned workout compares planned and done duration, distance and stress and gives the deviation from the plan (Unmatch separates them). Time in zones shows how long the athlete spent in each heart rate and pace zone.",
      },
      {
        image: "analyzing-data-4.webp",
        // No distances named: a picture's description is read in either unit system.
        alt: "The peaks table: best times over standard distances within the activity.",
        text: "Peaks lists the best efforts inside this activity; at the bottom, Comments hold the conversation about it with the athlete.",
      },
    ],
  },
  {
    id: "workout-library",
    title: "Workout Library",
    summary: "Your workouts, ready to drop on any athlete's calendar.",
    path: "/library/workouts",
    steps: [
      {
        image: "workout-library-1.webp",
        alt: "The workout library: sports on the left, workouts grouped by sport and type.",
        text: "Library, Workout Library holds your workouts, your business's and the built-in tests, grouped by sport and type. Pick a group on the left or search by name (every word must match).",
      },
      {
        image: "workout-library-2.webp",
        alt: "The Add menu: running, cycling, swimming, strength workout or note.",
        text: "Add creates a running, cycling, swimming or strength workout or a note; Import reads a workout file (FIT, ZWO, ERG, MRC).",
      },
      {
        image: "workout-library-3.webp",
        alt: "The workout builder with warm-up, intervals and cool-down steps.",
        text: "The builder puts steps in order (warm up, work, rest, cool down, repeats) with targets by zone, heart rate, pace or power; the bar on top shows the totals and the stress as you build.",
      },
      {
        image: "workout-library-4.webp",
        alt: "A workout's menu: Edit, Copy, Delete and Export.",
        text: "The … menu of a workout edits, copies or deletes it, or exports it for a watch, an app or a trainer: Garmin (.fit), Suunto, Coros, Zwift (.zwo), ERG, MRC or plain text. On a calendar day, + then Workout from library places a copy.",
      },
    ],
  },
  {
    id: "training-plan-library",
    title: "Training plan library",
    summary: "Plans of several weeks that you apply to athletes in one go.",
    path: "/library/plan-library",
    steps: [
      {
        image: "training-plan-library-1.webp",
        alt: "The training plan library with a plan card and the create button.",
        text: "Library, Training Plan Library lists your plans with their weeks, workouts and sports. Search by name, or Create new training plan.",
      },
      {
        image: "training-plan-library-2.webp",
        alt: "A plan's overview with its weekly stress and the buttons to edit, assign or copy it.",
        text: "Open a plan to see its overview and weekly stress. From there: Edit Plan, Assign to..., Copy as new plan, View assigned athletes, or delete it.",
      },
      {
        image: "training-plan-library-3.webp",
        alt: "Assigning a plan: the athletes chosen, then a start date for each.",
        text: "Assign to... first asks for the athletes, then a start date for each (or an end date, such as a race day). The plan's workouts are then copied onto their calendars.",
      },
    ],
  },
  {
    id: "create-a-training-plan",
    title: "Create a training plan",
    summary: "Build a plan week by week from your library.",
    path: "/library/plan-library",
    steps: [
      {
        image: "create-a-training-plan-1.webp",
        alt: "A new plan: its name, periodization, emphasis and recovery cycle.",
        text: "In Library, Training Plan Library, Create new training plan opens the builder. Give the plan a name and, if you like, its periodization, emphasis, recovery cycle and notes. The line under Notes counts its weeks, workouts and training days.",
      },
      {
        image: "create-a-training-plan-2.webp",
        alt: "A day's + menu in the plan: add from library, new workouts, rest day, note.",
        text: "Press + on a day of a week to add a workout from your library (search it by name), a new running, cycling, swimming or strength workout, a rest day or a note. Drag workouts between days by their handle; each workout's … menu edits, copies or removes it.",
      },
      {
        image: "create-a-training-plan-3.webp",
        alt: "A week of the plan with workouts, and the weekly stress chart above.",
        text: "Add week adds the next one (a week needs a workout first). The chart above shows each week's expected stress, so the build and the recovery weeks are easy to see.",
      },
      {
        image: "create-a-training-plan-4.webp",
        alt: "The plan saved and listed in the plan library.",
        text: "Save plan keeps it in your Training Plan Library with its weeks and workouts, ready to assign to athletes.",
      },
    ],
  },
  {
    id: "message-board",
    title: "Message board: talk in comments",
    summary: "This app has no message board yet: conversations happen in comments on activities.",
    steps: [
      {
        image: "message-board-1.webp",
        alt: "The comments under an activity, with a box to write one.",
        text: "There is no message board in this app yet. To talk about training, open an activity and write under Comments at the bottom of the page; the athlete sees it on the same activity, and can be told by e-mail.",
      },
      {
        image: "message-board-2.webp",
        alt: "The dashboard's New comments card listing the latest comments.",
        text: "Your dashboard's New comments card lists the activities your athletes commented on, the latest first. Click one to read the whole conversation and answer from the dashboard.",
      },
    ],
  },
  {
    id: "grouping-and-filtering",
    title: "Grouping & filtering",
    summary: "Find athletes fast with search and groups.",
    path: "/my-athletes",
    steps: [
      {
        image: "grouping-and-filtering-1.webp",
        alt: "The Athletes page: search, group filter, and a card per athlete with coloured dots.",
        text: "Athletes lists everyone you coach, each with the last weeks as coloured dots (done, partly done, missed, unplanned, planned). Type in Search athletes to filter by name.",
      },
      {
        image: "grouping-and-filtering-2.webp",
        alt: "The Groups dialog with a new group being created.",
        text: "Manage groups creates groups, for example a marathon squad, with a name and a description.",
      },
      {
        image: "grouping-and-filtering-3.webp",
        alt: "A group with athletes added to it.",
        text: "Add athletes to a group from the same dialog (the × by a name takes them out again); an athlete can be in several groups.",
      },
      {
        image: "grouping-and-filtering-4.webp",
        alt: "The Athletes page filtered to one group.",
        text: "Choose a group in the Group filter to see only its athletes.",
      },
    ],
  },
];

/** The topic the help assistant opens first. */
export const DEFAULT_TOPIC_ID = "dual-calendar";

export function helpTopic(id: string): HelpTopic | undefined {
  return HELP_TOPICS.find((topic) => topic.id === id);
}
