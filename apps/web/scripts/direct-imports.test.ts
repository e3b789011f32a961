import { existsSync, readFileSync } from "node:fs";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { installedIndex, readIndex, rewriteImports } from "./direct-imports";

describe("readIndex (where each name of a library's index comes from)", () => {
  it("reads an index that imports each name and exports them together, as Mantine's", () => {
    const text = [
      'import { Button } from "./components/Button/Button.mjs";',
      'import { em, rem } from "./core/utils/rem.mjs";',
      'import { RemoveScroll } from "react-remove-scroll";',
      "export { Button, RemoveScroll, em, rem };",
    ].join("\n");
    const origins = readIndex(text, "/lib/esm/index.mjs");
    expect(origins.get("Button")).toEqual({
      from: "/lib/esm/components/Button/Button.mjs",
      name: "Button",
    });
    expect(origins.get("rem")).toEqual({ from: "/lib/esm/core/utils/rem.mjs", name: "rem" });
    expect(origins.get("RemoveScroll")).toEqual({
      from: "react-remove-scroll",
      name: "RemoveScroll",
    });
    expect(origins.size).toBe(4);
  });

  it("reads an index that re-exports each file's default under its names, as Tabler's", () => {
    const text = [
      "import * as index from './icons/index.mjs';",
      "export { index as icons };",
      "export { default as Icon123, default as IconNumber123 } from './icons/IconNumber123.mjs';",
    ].join("\n");
    const origins = readIndex(text, "/icons/dist/esm/tabler-icons-react.mjs");
    const file = "/icons/dist/esm/icons/IconNumber123.mjs";
    expect(origins.get("Icon123")).toEqual({ from: file, name: "default" });
    expect(origins.get("IconNumber123")).toEqual({ from: file, name: "default" });
    // A namespace has no single file: imports of it stay as they are.
    expect(origins.has("icons")).toBe(false);
  });

  it("finds the file of each name in the installed libraries", () => {
    for (const [library, name, file] of [
      ["@mantine/core", "Button", "/@mantine/core/esm/components/Button/Button.mjs"],
      ["@mantine/dates", "DateInput", "/@mantine/dates/esm/components/DateInput/DateInput.mjs"],
      ["@mantine/hooks", "useDisclosure", "/@mantine/hooks/esm/use-disclosure/use-disclosure.mjs"],
      ["@tabler/icons-react", "IconUpload", "/@tabler/icons-react/dist/esm/icons/IconUpload.mjs"],
    ] as const) {
      const origin = installedIndex(library).get(name);
      expect(origin?.from.replaceAll("\\", "/").endsWith(file), `${library} ${name}`).toBe(true);
      expect(existsSync(origin!.from)).toBe(true);
      const exported = origin!.name === "default" ? "default" : name;
      expect(readFileSync(origin!.from, "utf8")).toMatch(
        new RegExp(`export \\{[^}]*\\b${exported}\\b`),
      );
    }
  });
});

describe("rewriteImports", () => {
  const origins = new Map([
    ["Button", { from: "/m/Button.mjs", name: "Button" }],
    ["Modal", { from: "/m/Modal.mjs", name: "Modal" }],
    ["IconUpload", { from: "/t/IconUpload.mjs", name: "default" }],
  ]);
  const rewrite = (code: string) =>
    rewriteImports(code, parseAst(code).body as never, () => origins)?.toString() ?? null;

  it("imports each name from its own file, under the importer's local name", () => {
    const code = [
      'import { Button, Modal as Dialog } from "@mantine/core";',
      'import { IconUpload } from "@tabler/icons-react";',
      'import { useState } from "react";',
      "export const used = [Button, Dialog, IconUpload, useState];",
    ].join("\n");
    expect(rewrite(code)).toBe(
      [
        'import { Button as Button } from "/m/Button.mjs";',
        'import { Modal as Dialog } from "/m/Modal.mjs";',
        'import { default as IconUpload } from "/t/IconUpload.mjs";',
        'import { useState } from "react";',
        "export const used = [Button, Dialog, IconUpload, useState];",
      ].join("\n"),
    );
  });

  it("leaves a namespace import, an unknown name and other libraries as they are", () => {
    const code = [
      'import * as core from "@mantine/core";',
      'import { Button, NotInTheIndex } from "@mantine/core";',
      'import { Button as Other } from "another-library";',
      "export const used = [core, Button, NotInTheIndex, Other];",
    ].join("\n");
    expect(rewrite(code)).toBeNull();
  });
});
