import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { screenWhere } from "../../test/screen-width";
import { useMedia } from "./use-media";

/** A screen 375 px wide: only max-width queries of 375 px or more match. */
function phoneScreen() {
  screenWhere((query) => {
    const maxWidth = /max-width: (\d+)px/.exec(query);
    return maxWidth !== null && Number(maxWidth[1]) >= 375;
  });
}

/** Writes down what the hook answered at each of its renders. */
function Probe({ query, seen }: { query: string; seen: boolean[] }) {
  seen.push(useMedia(query));
  return null;
}

describe("useMedia", () => {
  it("answers from the first render: a phone's first screen is drawn as a phone's", () => {
    phoneScreen();
    const seen: boolean[] = [];
    render(<Probe query="(max-width: 499px)" seen={seen} />);
    expect(seen[0]).toBe(true);
    expect(seen.every(Boolean)).toBe(true);
  });

  it("answers false where the query does not match", () => {
    phoneScreen();
    const seen: boolean[] = [];
    render(<Probe query="(max-width: 320px)" seen={seen} />);
    expect(seen).not.toContain(true);
  });
});
