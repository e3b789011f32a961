/**
 * A multisport file's transitions (docs/decisions/122-stress-fallback-and-multisport.md): each is
 * an activity of its own, with none of our sports (stored as sport 0) and the file's sport name
 * "transition" in sourceSport, named by its place among the file's transitions.
 */

/** FIT's sport enum value for the time between two legs. */
export const TRANSITION_SOURCE_SPORT = "transition";

/** "Transition 1", "Transition 2"...: a transition has no sport of ours to name it. */
export function transitionTitle(ordinal: number): string {
  return `Transition ${ordinal}`;
}

/**
 * Whether an activity is a multisport's transition, by the file's own sport name ("transition",
 * or "transition/<sub-sport>"): sport inference must leave it as it is.
 */
export function isTransition(sourceSport: string | null | undefined): boolean {
  return sourceSport?.split("/")[0] === TRANSITION_SOURCE_SPORT;
}
