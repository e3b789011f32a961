import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { deferredSchemas, deferSchemas } from "./deferred-schemas";

function transformed(code: string) {
  return deferSchemas(code, parseAst(code) as never);
}

describe("deferSchemas (the web build's transform of the shared package)", () => {
  it("defers the schema constants and leaves every other constant as it was", () => {
    const code = [
      'import { z } from "zod";',
      'import { WorkoutBodySchema } from "./workout.schemas";',
      "export const LIMIT = 500;",
      'export const KINDS = ["run", "ride"];',
      "const NameSchema = z.string().min(1).max(100);",
      "export const PlanSchema = z.object({ name: NameSchema });",
      "export const CopySchema = WorkoutBodySchema.extend({ date: z.iso.date() });",
      "const base = z.object({ id: z.number() });",
      "export const Row = base.extend({ name: NameSchema });",
      "export const limits = makeLimits(LIMIT);",
      "export function named(name) { return z.string().parse(name); }",
    ].join("\n");
    const result = transformed(code)!;
    expect([...result.deferred]).toEqual(["NameSchema", "PlanSchema", "CopySchema", "base", "Row"]);
    expect(result.code).toContain(
      "export const PlanSchema = /* @__PURE__ */ __deferredSchema(() => (z.object({ name: NameSchema })));",
    );
    expect(result.code).toContain("export const LIMIT = 500;");
    expect(result.code).toContain('export const KINDS = ["run", "ride"];');
    expect(result.code).toContain("export const limits = makeLimits(LIMIT);");
    expect(result.code).toContain("export function named(name) { return z.string().parse(name); }");
    expect(result.code.split("\n")[0]).toMatch(
      /^import \{ deferredSchema as __deferredSchema \} from ".*src\/lib\/deferred-schema\.ts";$/,
    );
  });

  it("leaves a module without schema constants untouched", () => {
    expect(transformed("export const SECONDS_PER_HOUR = 3600;\n")).toBeNull();
  });

  it("takes the shared package's modules and the web app's own, never a test", () => {
    const plugin = deferredSchemas();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code = "const CredentialsSchema = LoginBodySchema.pick({ email: true });\n";
    const run = (id: string) => transform.call({ parse: parseAst }, code, id)?.code ?? null;
    expect(run("/repo/apps/web/src/features/auth/components/login-page.tsx")).toContain(
      "const CredentialsSchema = /* @__PURE__ */ __deferredSchema(() => (LoginBodySchema.pick({ email: true })));",
    );
    expect(run("/repo/packages/shared/src/auth/auth.schemas.ts")).toContain("__deferredSchema(");
    expect(run("/repo/apps/web/src/features/auth/components/login-page.test.tsx")).toBeNull();
    expect(run("/repo/apps/server/src/features/auth/auth.routes.ts")).toBeNull();
  });
});

describe("deferred schemas in the bundle", () => {
  // A module of the shared package as the plugin sees it (by its path), and an entry that reads
  // one of its two schemas.
  const SHARED = "/virtual/packages/shared/src/plans/plan.schemas.ts";
  const MODULES: Record<string, string> = {
    "virtual:entry": `import { PlanSchema } from "${SHARED}";\nconsole.log(PlanSchema.parse({ name: "Base" }));\n`,
    [SHARED]: [
      'import { z } from "zod";',
      'export const PlanSchema = z.object({ name: z.string().describe("kept-plan-name") });',
      'export const UnusedSchema = PlanSchema.extend({ note: z.string().describe("unused-note") });',
    ].join("\n"),
  };

  it("leaves out a schema that nothing reads: the wrapper is marked free of side effects", async () => {
    const { build } = await import("vite");
    const output = await build({
      configFile: false,
      logLevel: "silent",
      plugins: [
        {
          name: "virtual-modules",
          resolveId: (id) => (id in MODULES ? id : null),
          load: (id) => MODULES[id] ?? null,
        },
        deferredSchemas(),
      ],
      build: {
        write: false,
        minify: false,
        rollupOptions: { input: "virtual:entry", external: ["zod"] },
      },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      "output" in result ? result.output : [],
    );
    const code = chunks.map((chunk) => ("code" in chunk ? chunk.code : "")).join("\n");
    expect(code).toContain("kept-plan-name");
    expect(code).toContain("deferredSchema(() =>");
    expect(code).not.toContain("unused-note");
  });
});
