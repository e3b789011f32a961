import path from "node:path";
import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * The web build's deferred schemas (docs/decisions/129-deferred-schemas.md): in the modules of
 * `packages/shared` and of the web app itself (a form's `LoginBodySchema.pick(...)`, in a module
 * that every load evaluates), each top-level `const` whose value is a zod schema built by a chain
 * of calls (`z.object(...)`, `z.enum(...).optional()`, `WorkoutBodySchema.extend(...)`) is
 * wrapped in `deferredSchema(() => ...)`, so that it is built when first read rather than when
 * the module is loaded. A chain counts when it starts at `z`, at a name ending in `Schema`, or
 * at a constant of the same module deferred above it; anything else (numbers, lists, helper
 * calls) is left as it is. The server does not use this: it builds every schema at start for
 * its routes anyway.
 */

// A file path, not `new URL(..., import.meta.url)`: Vite rewrites that pattern into the file's
// address under the web root, which the bundle test's build (another root) cannot resolve.
const RUNTIME = path.join(import.meta.dirname, "../src/lib/deferred-schema.ts");
/** The shared package's modules and the web app's own (its runtime above declares no schema). */
const SCHEMA_MODULE = /[\\/](packages[\\/]shared|apps[\\/]web)[\\/]src[\\/].*\.tsx?$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The name a chain of calls and property reads starts from, or null (a literal, a function). */
function chainRoot(node: Node): string | null {
  let current = node;
  for (;;) {
    if (current.type === "CallExpression") current = current.callee as Node;
    else if (current.type === "MemberExpression") current = current.object as Node;
    else if (current.type === "Identifier") return current.name as string;
    else return null;
  }
}

/** The module's code with its schema constants deferred, or null when it declares none. */
export function deferSchemas(code: string, program: { body: Node[] }) {
  const output = new MagicString(code);
  const deferred = new Set<string>();
  for (const statement of program.body) {
    const declaration =
      statement.type === "ExportNamedDeclaration"
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const init = declarator.init as Node | null;
      if (id.type !== "Identifier" || init?.type !== "CallExpression") continue;
      const root = chainRoot(init);
      const isSchema = root === "z" || /Schema$/.test(root ?? "") || deferred.has(root ?? "");
      if (!isSchema) continue;
      // Marked free of side effects, which it is (it builds nothing until read): the bundler
      // then leaves out a schema that no kept code reads, and what only it used.
      output.appendLeft(init.start, "/* @__PURE__ */ __deferredSchema(() => (");
      output.appendRight(init.end, "))");
      deferred.add(id.name as string);
    }
  }
  if (deferred.size === 0) return null;
  output.prepend(
    `import { deferredSchema as __deferredSchema } from ${JSON.stringify(RUNTIME)};\n`,
  );
  return { code: output.toString(), map: output.generateMap({ hires: "boundary" }), deferred };
}

export function deferredSchemas(): Plugin {
  return {
    name: "coach:deferred-schemas",
    // After TypeScript is stripped: the parser reads plain JavaScript.
    enforce: "post",
    transform(code, id) {
      if (!SCHEMA_MODULE.test(id) || /\.test\.tsx?$/.test(id) || !/zod|Schema/.test(code)) {
        return null;
      }
      const result = deferSchemas(code, this.parse(code) as unknown as { body: Node[] });
      return result && { code: result.code, map: result.map };
    },
  };
}
