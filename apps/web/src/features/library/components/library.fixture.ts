import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";

export const COACH_ID = 11;
export const coachInfo = accountInfoFixture({ id: COACH_ID, isCoach: true, fullName: "Ann Coach" });

export function libraryItem(fields: Partial<LibraryItem> & Pick<LibraryItem, "id" | "name">) {
  return {
    type: 1,
    subtype: 100,
    method: 1,
    totalDuration: 3600,
    totalDistance: 0,
    totalStress: 60,
    ownerId: COACH_ID,
    ownerName: "Ann Coach",
    isSTDefault: false,
    updated: "2025-03-01T10:00:00.000Z",
    ...fields,
  } satisfies LibraryItem;
}

export const ITEMS: LibraryItem[] = [
  libraryItem({ id: 1, name: "Easy morning run", subtype: 101 }),
  libraryItem({ id: 2, name: "Morning hill session", subtype: 100 }),
  libraryItem({
    id: 3,
    name: "Tempo run with strides",
    subtype: 106,
    ownerId: 99,
    ownerName: "Ben Coach",
  }),
  libraryItem({
    id: "st-default-running-lt",
    name: "Lactate threshold pace and heart rate test",
    subtype: 50,
    ownerId: null,
    ownerName: null,
    isSTDefault: true,
  }),
  libraryItem({ id: 5, name: "Rest day marker", type: 60, subtype: null, method: null }),
  libraryItem({ id: 6, name: "Leg day", type: 4, subtype: null, method: null }),
];

export { signInForTest };
