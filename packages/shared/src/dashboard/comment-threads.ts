/**
 * Card D's new comments: the rules the product states for its list (comments by one person
 * within 10 minutes read as one, threads sorted by their latest comment, a preview of the latest
 * comment cut at 30 characters). Pure, so the web applies them and tests pin them.
 */

/** Comments by one person this close together read as one (ms). */
export const COMMENT_MERGE_WINDOW_MS = 10 * 60 * 1000;
/** The latest comment's preview in the list, in characters. */
export const COMMENT_PREVIEW_CHARS = 30;

export type ThreadComment = {
  id: number;
  /** ISO instant. */
  date: string;
  content: string;
  user_id: number;
};

/** A run of comments by one person shown as one: the ids it holds, dated by its last one. */
export type MergedComment<C extends ThreadComment = ThreadComment> = C & {
  ids: number[];
  /** ISO instant of the run's first comment. */
  firstDate: string;
};

const timeOf = (comment: { date: string }) => Date.parse(comment.date);

/** Oldest first; comments of one instant by id. */
function chronological<C extends ThreadComment>(comments: readonly C[]): C[] {
  return [...comments].sort((a, b) => timeOf(a) - timeOf(b) || a.id - b.id);
}

/**
 * Consecutive comments by one person, each within `windowMs` of the run's first, become one:
 * their texts joined by line breaks, dated by the last. A run never spans more than the window,
 * so a long conversation by one person stays readable in parts.
 */
export function mergeComments<C extends ThreadComment>(
  comments: readonly C[],
  windowMs = COMMENT_MERGE_WINDOW_MS,
): MergedComment<C>[] {
  const merged: MergedComment<C>[] = [];
  for (const comment of chronological(comments)) {
    const run = merged[merged.length - 1];
    if (
      run &&
      run.user_id === comment.user_id &&
      timeOf(comment) - Date.parse(run.firstDate) <= windowMs
    ) {
      merged[merged.length - 1] = {
        ...run,
        content: `${run.content}\n${comment.content}`,
        date: comment.date,
        ids: [...run.ids, comment.id],
      };
    } else {
      merged.push({ ...comment, ids: [comment.id], firstDate: comment.date });
    }
  }
  return merged;
}

/** The text cut at `maxChars` characters (whole characters, never half an emoji), with '…' when cut. */
export function commentPreview(text: string, maxChars = COMMENT_PREVIEW_CHARS): string {
  const characters = Array.from(text.trim());
  if (characters.length <= maxChars) return characters.join("");
  return `${characters.slice(0, maxChars).join("")}…`;
}

/** The newest comment of a thread, or undefined for none. */
export function latestComment<C extends ThreadComment>(comments: readonly C[]): C | undefined {
  const sorted = chronological(comments);
  return sorted[sorted.length - 1];
}

/** Threads with the most recent comment first; a thread without comments last. */
export function sortByLatestComment<T extends { comments: readonly ThreadComment[] }>(
  threads: readonly T[],
): T[] {
  const latestTime = (thread: T) => {
    const latest = latestComment(thread.comments);
    return latest ? timeOf(latest) : Number.NEGATIVE_INFINITY;
  };
  return [...threads]
    .map((thread) => ({ thread, time: latestTime(thread) }))
    .sort((a, b) => (a.time === b.time ? 0 : b.time > a.time ? 1 : -1))
    .map(({ thread }) => thread);
}
