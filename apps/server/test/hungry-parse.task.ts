import runImportTask, { type ImportTask } from "../src/features/activities/activity-parse.task";

/**
 * Test only: the real import task, except that a file named "hungry-*" keeps allocating until
 * its worker thread hits its memory limit (what a hostile file would do without the bounds).
 */
export default function hungryParseTask(task: ImportTask) {
  if (task.fileName.startsWith("hungry-")) {
    const hoard: number[][] = [];
    for (;;) hoard.push(new Array(1_000_000).fill(hoard.length));
  }
  return runImportTask(task);
}
