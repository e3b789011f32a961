import { downloadApiFile } from "../../../lib/download-file";

/** GET api/activities/{activityId}/file: the original file of the activity. */
export function downloadActivityFile(activityId: number, fileName: string) {
  return downloadApiFile(
    `/api/activities/${encodeURIComponent(String(activityId))}/file`,
    fileName,
  );
}
