import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { DEMO_JOURNEY } from "./demo-journey.ts";

/**
 * The demo's journey last in its project: when the whole suite runs, its season is written
 * while the other journeys run (global-setup.ts), instead of being waited for.
 */
class DemoLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isDemo = (file: TestSpecification) => file.moduleId.endsWith(`/${DEMO_JOURNEY}`);
    return [...sorted.filter((file) => !isDemo(file)), ...sorted.filter(isDemo)];
  }
}

const root = import.meta.dirname;
/**
 * A journey's guard against a hang, not its budget. On the 2-core CI machine the two projects and
 * the demo's season generation share the cores, and a journey takes up to 3.5 times what it takes
 * alone (the plans journey: 25 s alone, 87 s in CI run ci42; the people journey 145 s), so the
 * guard leaves room for that.
 */
const journeyTimeouts = { testTimeout: 180_000, hookTimeout: 180_000 };

/**
 * Journeys of the second project; every other journey runs in the first. The demo journey has a
 * server of its own, to watch the season being written on a fresh database, and walks every
 * page on it (about 5 minutes), so the second project holds few others: the two take about as
 * long. When the whole suite runs, that server starts with the project and the demo's journey
 * comes last, so the season is written while the others run.
 */
const SECOND_PROJECT = [DEMO_JOURNEY, "activities.e2e.ts", "calendar-tools.e2e.ts", "shell.e2e.ts"];

/**
 * Browser journeys, in two projects that `scripts/e2e.mjs` runs side by side, each in a vitest
 * process of its own (journeys spend much of their time waiting on the browser and the server).
 * Journeys sign in as the same demo people and build on what is there, so each project has a
 * server and database of its own (global-setup.ts) and runs its files one after another.
 * `vitest run --config e2e/vitest.config.ts e2e/x.e2e.ts` runs one file.
 */
export default defineConfig({
  test: {
    sequence: { sequencer: DemoLast },
    projects: [
      {
        test: {
          name: "e2e",
          root,
          include: ["**/*.e2e.ts"],
          exclude: SECOND_PROJECT,
          globalSetup: ["./global-setup.ts"],
          fileParallelism: false,
          ...journeyTimeouts,
        },
      },
      {
        test: {
          name: "e2e-2",
          root,
          include: SECOND_PROJECT,
          globalSetup: ["./global-setup.ts"],
          fileParallelism: false,
          ...journeyTimeouts,
        },
      },
    ],
  },
});
