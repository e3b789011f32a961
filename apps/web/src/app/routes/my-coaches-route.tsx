import { CoachManagerPage } from "../../features/people/components/coach-manager-page";
import { useFormats } from "../../lib/formats";

/** /my-coaches (business owner): the coach manager, with dates in the owner's format. */
export function MyCoachesRoute() {
  return <CoachManagerPage dateFormat={useFormats().dateFormat} />;
}
