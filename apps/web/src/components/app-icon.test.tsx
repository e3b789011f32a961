import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppIcon } from "./app-icon";

/** public/icon.svg: the icon the manifest, the favicon and the PNG icons are drawn from. */
const iconFile = new DOMParser().parseFromString(
  readFileSync(path.resolve(import.meta.dirname, "../../public/icon.svg"), "utf8"),
  "image/svg+xml",
);

/** Every attribute of each shape, the way an SVG file names them. */
const shapes = (svg: Element) =>
  [...svg.querySelectorAll("rect, path")].map((shape) => ({
    name: shape.tagName,
    attributes: Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value])),
  }));

describe("the app's mark drawn in the page", () => {
  it("is the drawing of public/icon.svg", () => {
    const { container } = render(<AppIcon size={28} />);
    const drawn = container.querySelector("svg")!;
    expect(drawn.getAttribute("viewBox")).toBe(iconFile.documentElement.getAttribute("viewBox"));
    expect(shapes(drawn)).toEqual(shapes(iconFile.documentElement));
    expect(shapes(drawn)).toHaveLength(2);
  });

  it("is hidden from assistive technology unless it is named", () => {
    const { container, getByRole } = render(
      <>
        <AppIcon size={28} />
        <AppIcon size={48} label="Endurance Coach" />
      </>,
    );
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
    expect(getByRole("img", { name: "Endurance Coach" }).getAttribute("width")).toBe("48");
  });
});
