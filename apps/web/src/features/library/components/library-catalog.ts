import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import { subtypesOfSport, TEST_SUBTYPE_ID } from "@coach/shared/sports/subtypes";
import { sportName } from "../../../lib/sport-labels";

/**
 * How the workout library is organised: a sport-type list
 * (sports, strength, test, others), then per sport its subtypes. Built-in and coach-made tests
 * share the test category by their subtype 50. Rest days (category 60) are never listed.
 */
export const CATEGORIES = [
  { key: "sports", label: "Sports" },
  { key: "strength", label: "Strength" },
  { key: "test", label: "Test" },
  { key: "others", label: "Others" },
] as const;
export type CategoryKey = (typeof CATEGORIES)[number]["key"];

const SPORTS_ORDER: number[] = [
  SportId.running,
  SportId.cycling,
  SportId.swimming,
  SportId.walking,
  SportId.hiking,
  SportId.triathlon,
];
/** Sports listed even while the library holds none of them. */
const ALWAYS_LISTED: Record<CategoryKey, number[]> = {
  sports: [SportId.running, SportId.cycling, SportId.swimming],
  strength: [SportId.strength],
  test: [SportId.running, SportId.cycling, SportId.swimming],
  others: [SportId.note],
};

export const isListed = (item: Pick<LibraryItem, "type">) => item.type !== SportId.restDay;

export function categoryOf(item: Pick<LibraryItem, "type" | "subtype">): CategoryKey {
  if (item.type === SportId.test || item.subtype === TEST_SUBTYPE_ID) return "test";
  if (item.type === SportId.strength) return "strength";
  if (SPORTS_ORDER.includes(item.type)) return "sports";
  return "others";
}

const NO_SUBTYPE = "none";
/** One list group: a sport's subtype, or the sport's workouts without a known subtype. */
export const groupKeyOf = (category: CategoryKey, type: number, subtype: number | string) =>
  `${category}:${type}:${subtype}`;

export function itemGroupKey(item: Pick<LibraryItem, "type" | "subtype">): string {
  const category = categoryOf(item);
  const known =
    item.subtype !== null && subtypesOfSport(item.type).some((s) => s.id === item.subtype);
  const subtype = category === "test" ? TEST_SUBTYPE_ID : known ? item.subtype! : NO_SUBTYPE;
  return groupKeyOf(category, item.type, subtype ?? NO_SUBTYPE);
}

export interface SubtypeNode {
  key: string;
  label: string;
  count: number;
}
export interface SportNode {
  key: string;
  type: number;
  label: string;
  count: number;
  subtypes: SubtypeNode[];
}
export interface CategoryNode {
  key: CategoryKey;
  label: string;
  count: number;
  sports: SportNode[];
}

/** The subtypes of a sport in one category, in the product's order. */
function subtypeNodes(category: CategoryKey, type: number, counts: Map<string, number>) {
  const count = (key: string) => counts.get(key) ?? 0;
  if (category === "test") {
    const key = groupKeyOf(category, type, TEST_SUBTYPE_ID);
    return [{ key, label: `${sportName(type)} tests`, count: count(key) }];
  }
  const nodes: SubtypeNode[] = subtypesOfSport(type)
    .filter((subtype) => subtype.id !== TEST_SUBTYPE_ID)
    .map((subtype) => {
      const key = groupKeyOf(category, type, subtype.id);
      return { key, label: subtype.name, count: count(key) };
    });
  const noSubtype = groupKeyOf(category, type, NO_SUBTYPE);
  if (nodes.length === 0 || count(noSubtype) > 0) {
    nodes.push({
      key: noSubtype,
      label: nodes.length === 0 ? sportName(type) : "No subtype",
      count: count(noSubtype),
    });
  }
  return nodes;
}

/** The tree of the filter: category, sport, subtype, each with how many workouts it holds. */
export function buildTree(items: readonly LibraryItem[]): CategoryNode[] {
  const counts = new Map<string, number>();
  const sportsSeen = new Map<CategoryKey, Set<number>>();
  for (const item of items) {
    const key = itemGroupKey(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const category = categoryOf(item);
    const seen = sportsSeen.get(category) ?? new Set<number>();
    seen.add(item.type);
    sportsSeen.set(category, seen);
  }
  return CATEGORIES.map(({ key, label }) => {
    const seen = sportsSeen.get(key) ?? new Set<number>();
    const types = [...new Set([...ALWAYS_LISTED[key], ...seen])].sort(
      (a, b) => sportRank(a) - sportRank(b),
    );
    const sports = types.map((type) => {
      const subtypes = subtypeNodes(key, type, counts);
      return {
        key: `${key}:${type}`,
        type,
        label: sportName(type),
        count: subtypes.reduce((sum, node) => sum + node.count, 0),
        subtypes,
      };
    });
    return { key, label, count: sports.reduce((sum, sport) => sum + sport.count, 0), sports };
  });
}

function sportRank(type: number): number {
  const index = SPORTS_ORDER.indexOf(type);
  return index === -1 ? 100 + type : index;
}

/**
 * What the filter selects: everything ("all"), a category ("sports"), a sport ("sports:1") or
 * one subtype group ("sports:1:101").
 */
export type Selection = string;
export const ALL: Selection = "all";

export function isInSelection(groupKey: string, selection: Selection): boolean {
  return selection === ALL || groupKey === selection || groupKey.startsWith(`${selection}:`);
}

/** Lower-case words of a search; every one must appear in a name (all words must match). */
export function searchWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

export function matchesWords(name: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const lower = name.toLowerCase();
  return words.every((word) => lower.includes(word));
}

export interface ItemGroup {
  key: string;
  label: string;
  items: LibraryItem[];
}

/**
 * The list's groups for a selection. A whole sport (or one subtype) shows each of its subtypes,
 * an empty one with 'No items'; wider selections show only the groups that hold workouts before
 * the search, so that the search can empty them.
 */
export function groupItems(
  items: readonly LibraryItem[],
  tree: readonly CategoryNode[],
  selection: Selection,
  words: readonly string[],
): ItemGroup[] {
  const byGroup = new Map<string, LibraryItem[]>();
  for (const item of items) {
    const key = itemGroupKey(item);
    if (!isInSelection(key, selection) || !matchesWords(item.name, words)) continue;
    const list = byGroup.get(key);
    if (list) list.push(item);
    else byGroup.set(key, [item]);
  }
  const isNarrow = selection.split(":").length >= 2;
  const groups: ItemGroup[] = [];
  for (const category of tree) {
    for (const sport of category.sports) {
      for (const node of sport.subtypes) {
        if (!isInSelection(node.key, selection)) continue;
        if (!isNarrow && node.count === 0) continue;
        const label =
          category.key === "test" || node.label === sport.label
            ? node.label
            : `${sport.label} · ${node.label}`;
        groups.push({ key: node.key, label, items: byGroup.get(node.key) ?? [] });
      }
    }
  }
  return groups;
}
