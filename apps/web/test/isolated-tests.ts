/**
 * Test files that replace a module with `vi.mock`. The web project runs its files without
 * isolation (one module cache per worker, which saves re-importing React and Mantine for every
 * file); a mock only takes effect where the mocked module has not been loaded yet, so these
 * files run in a project of their own with a fresh module cache each.
 */
export const ISOLATED_TESTS = [
  "src/app/shell/app-layout-redraws.test.tsx",
  "src/features/activities/components/analysis-page.test.tsx",
  "src/features/calendar/components/calendar-redraws.test.tsx",
  "src/features/insights/components/insights-page.test.tsx",
  "src/features/macrocycle/components/macrocycle-page.test.tsx",
  "src/features/performance/components/performance-page.test.tsx",
];
