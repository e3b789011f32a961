// The page's early script (docs/decisions/133-first-screen-asked-with-the-page.md): built on its
// own by scripts/first-requests.ts and named first in the page's head.
import { askForFirstScreen } from "./early-requests";

askForFirstScreen();
