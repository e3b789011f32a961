import { useMediaQuery } from "@mantine/hooks";

/**
 * Whether the screen matches `query`, from the very first render. The app is drawn in the
 * browser only, so the answer is there at once; Mantine's default asks for it in an effect,
 * which drew a phone's first screen as a desktop's (the top bar with its tooltips, menus and
 * popovers), then again as a phone's: twice the work in the first screen's longest task.
 */
export function useMedia(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
