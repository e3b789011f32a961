import type { Locator } from "playwright-core";
import { expect } from "vitest";

/**
 * Searches the library picker and picks `name`. The list filters 200 ms after typing (the
 * spec's debounce) and its items move up as others leave: a click aimed before that can land
 * on whichever workout moved under the pointer. So it waits until every listed workout
 * matches the search first, as a person waits for the list to settle.
 */
export async function pickFromLibrary(picker: Locator, search: string, name: string) {
  await picker.getByRole("textbox", { name: "Search the library" }).fill(search);
  const words = search.toLowerCase().split(/\s+/);
  const items = picker.getByRole("list", { name: "Library workouts" }).getByRole("listitem");
  await expect
    .poll(async () => {
      const names = await items.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("aria-label") ?? ""),
      );
      return (
        names.length > 0 &&
        names.every((listed) => words.every((word) => listed.toLowerCase().includes(word)))
      );
    })
    .toBe(true);
  await picker
    .getByRole("list", { name: "Library workouts" })
    .getByRole("listitem", { name, exact: true })
    .first()
    .click();
}
