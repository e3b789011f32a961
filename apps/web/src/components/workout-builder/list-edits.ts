import { arrayMove } from "@dnd-kit/sortable";

/** Edits of an ordered list of steps (top level or inside a repeat). */
export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, at) => (at === index ? item : current));

export const removeAt = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_, at) => at !== index);

export const insertAfter = <T>(list: readonly T[], index: number, item: T): T[] => [
  ...list.slice(0, index + 1),
  item,
  ...list.slice(index + 1),
];

/** Moves an item; out-of-range targets leave the list as it is. */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  return arrayMove([...list], from, to);
}
