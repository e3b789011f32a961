import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SPEC_CALLS } from "./spec-calls";

/**
 * The contract suite's account: every call of the spec's two section 7s is either checked by a
 * test of this folder or listed as pending with its reason; the count is printed with the run.
 */

const folder = import.meta.dirname;
const testTexts = readdirSync(folder)
  .filter((name) => name.endsWith(".contract.test.ts") && !name.startsWith("summary."))
  .map((name) => readFileSync(path.join(folder, name), "utf8"));
const isChecked = (id: string) => testTexts.some((text) => text.includes(`specCall("${id}")`));

describe("the spec's calls", () => {
  it("are each checked by a contract test, or pending with a reason", () => {
    const pending = SPEC_CALLS.filter((call) => "pending" in call);
    const unaccounted = SPEC_CALLS.filter((call) => !("pending" in call) && !isChecked(call.id));
    const checkedAndPending = pending.filter((call) => isChecked(call.id));
    const ids = SPEC_CALLS.map((call) => call.id);
    expect(new Set(ids).size, "a call listed twice").toBe(ids.length);
    expect(unaccounted.map((call) => call.id)).toEqual([]);
    // A pending call that a test checks is no longer pending: take it off the list.
    expect(checkedAndPending.map((call) => call.id)).toEqual([]);
    const lines = [
      `Spec calls: ${SPEC_CALLS.length - pending.length} of ${SPEC_CALLS.length} answer as specified, ${pending.length} pending.`,
      ...pending.map((call) => `  pending: ${call.id} (${"pending" in call ? call.pending : ""})`),
    ];
    console.info(lines.join("\n"));
  });
});
