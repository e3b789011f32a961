import { downloadApiFile } from "../../../lib/download-file";

/** GET api/on-boarding/files/{uuid}: a file of the page or of the athlete's answers. */
export function downloadOnboardingFile(uuid: string, fileName: string) {
  return downloadApiFile(`/api/on-boarding/files/${encodeURIComponent(uuid)}`, fileName);
}
