import { messages } from "@coach/shared/validation/messages";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createBusiness, createUser, linkCoach, login } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";

/**
 * Property-based fuzzing of every route in the OpenAPI document: inputs drawn from each
 * operation's own schema, mixed with hostile values (NUL, lone surrogates, numbers past an
 * integer column, dates past 9999, deep nesting, wrong types), sent as a few roles. No answer
 * may be a 5xx: bad input is the caller's mistake and gets a 400. The seed is fixed so a run
 * is repeatable; FUZZ_SEED and FUZZ_RUNS explore further locally.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 20);
const METHODS = ["get", "post", "put", "patch", "delete"] as const;
type Method = (typeof METHODS)[number];
type Role = "athlete" | "coach" | "owner" | "anonymous";
type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Request = {
  role: Role;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  rawBody?: string;
};

const hostileText = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\ud83d\ude00",
  "",
  " ",
  "9999-12-31",
  "10000-01-01",
  "0000-01-01",
  "1900-02-29",
  "2024-02-30",
  "99999999999999999999",
  "2147483648",
  "-2147483649",
  "1e400",
  "NaN",
  "-0",
  "null",
  "__proto__",
  "' OR 1=1 --",
  "x".repeat(5000),
);
const hostileNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  1e20,
  0,
  -1,
  0.5,
  -0.000001,
);
const deepNesting = fc.integer({ min: 10, max: 400 }).map((depth) => {
  let value: unknown = "deep";
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  deepNesting,
  fc.constantFrom(null, true, false, [], {}, [null], { "\u0000": 1 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const isoDate = fc
  .date({
    min: new Date("1800-01-01T00:00:00Z"),
    max: new Date("2300-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

/** Values that match the schema, mostly, so requests get past validation; a few are of a wrong type. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileValue;
  return fc.oneof(
    { weight: 30, arbitrary: matching(schema, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function matching(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => fromSchema(option, depth + 1)));
  if (schema.allOf?.length) return fromSchema(Object.assign({}, ...schema.allOf), depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "date") return isoDate;
      if (schema.format === "date-time")
        return fc.oneof(
          isoDate.map((date) => `${date}T10:00:00.000Z`),
          fc.constant("+275760-09-13T00:00:00.000Z"),
        );
      if (schema.format === "email") return fc.emailAddress();
      if (schema.format === "uuid") return fc.uuid();
      return fc.oneof(
        isoDate,
        fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 }),
        fc.string({ unit: "binary", maxLength: 20 }),
      );
    case "integer":
    case "number":
      return fc.oneof(
        fc.integer({
          min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
          max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1),
        }),
        fc.integer({ min: 1, max: 5 }),
      );
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
    case "object": {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        record[name] = fromSchema(property, depth + 1);
      const keys = Object.keys(properties);
      return fc.record(record, {
        requiredKeys: keys.filter((key) => required.has(key)),
      });
    }
    default:
      return hostileValue;
  }
}

/** Percent-encodes like encodeURIComponent, but keeps a lone surrogate as its (invalid) bytes. */
function encode(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, "%ED%A0%80").replace(/[^%\w.-]/g, (character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        return "%ED%B0%80";
      }
    });
  }
}

/** The strings, numbers and other leaves of a request's params, query and body. */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [at];
  return Object.entries(value).flatMap(([key, item]) =>
    leaves(item, [...at, Array.isArray(value) ? Number(key) : key]),
  );
}

/** A hostile version of one leaf: text keeps its valid part, so only the hostile bit is new. */
function spoil(leaf: unknown, hostile: unknown, variant: number): unknown {
  if (typeof leaf === "string") {
    if (/^\d{4}-\d{2}-\d{2}/.test(leaf))
      return ["9999-12-31", "10000-01-01", "0001-01-01", `${leaf}\u0000`][variant % 4];
    return [`${leaf}\u0000`, `\ud800${leaf}`, `${leaf}\udfff`, hostile][variant % 4];
  }
  if (typeof leaf === "number")
    return [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, hostile][variant % 5];
  return hostile;
}

/**
 * A request valid for the operation's schema, then, three times in four, one leaf spoiled: a
 * request with one bad value gets past every other check and shows where that value lands.
 */
function operationArbitrary(operation: Operation, ids: number[]): fc.Arbitrary<Request> {
  const path: Record<string, fc.Arbitrary<unknown>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === "path") {
      path[parameter.name] = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...ids) },
        { weight: 1, arbitrary: fromSchema(parameter.schema) },
      );
    } else if (parameter.in === "query") {
      query[parameter.name] = fromSchema(parameter.schema);
    }
  }
  const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
  const valid = fc.record({
    path: fc.record(path),
    query: fc.record(query, { requiredKeys: [] }),
    body: bodySchema ? fromSchema(bodySchema) : fc.constant(undefined),
  });
  const spoiling = fc.record({ leaf: fc.nat(), variant: fc.nat(), hostile: hostileValue });
  return fc
    .record({
      role: fc.constantFrom<Role>("athlete", "coach", "coach", "owner", "owner", "anonymous"),
      valid,
      spoiling: fc.option(spoiling, { freq: 4 }),
      rawBody: fc.oneof(
        { weight: 15, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom("{", '{"a":1}}', "[".repeat(5000), "1".repeat(400)),
        },
      ),
    })
    .map(({ role, valid: parts, spoiling: spoilt, rawBody }) => {
      const request: Request = { role, ...structuredClone(parts), rawBody };
      if (!spoilt) return request;
      const all = leaves({ path: request.path, query: request.query, body: request.body });
      const at = all[spoilt.leaf % all.length];
      if (!at || at.length === 0) return request;
      let parent = request as unknown as Record<string | number, unknown>;
      for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const last = at[at.length - 1]!;
      parent[last] = spoil(parent[last], spoilt.hostile, spoilt.variant);
      return request;
    });
}

function urlOf(template: string, request: Request): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encode(request.path[name]));
  const query = Object.entries(request.query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join("&");
  return query ? `${path}?${query}` : path;
}

describe("API fuzzing", () => {
  let context: TestContext;
  const tokens = new Map<Role, string>();
  let ids: number[] = [];

  async function signIn(role: Exclude<Role, "anonymous">) {
    const user = await createUser(context.db, role);
    tokens.set(role, (await login(context.app, user.email)).tokens.access);
    return user;
  }

  beforeAll(async () => {
    // The fuzzer sends far more than a person would; the limits are not what it tests.
    context = await createTestApp({
      LOG_LEVEL: process.env.FUZZ_LOG ?? "silent",
      API_RATE_LIMIT: "1000000",
      AUTH_RATE_LIMIT: "1000000",
    });
    const athlete = await signIn("athlete");
    const coach = await signIn("coach");
    const owner = await signIn("owner");
    const business = await createBusiness(context.db, owner.id, [coach.id]);
    await linkCoach(context.db, coach.id, athlete.id, business.id);
    ids = [athlete.id, coach.id, owner.id, business.id, 1];
  });

  afterAll(async () => {
    await context?.close();
  });

  it("answers no operation of the OpenAPI document with a 5xx", { timeout: 180_000 }, async () => {
    const document = context.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let operationCount = 0;
    let requestCount = 0;
    const statuses = new Map<number, number>();
    for (const [template, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const content = operation.requestBody?.content ?? {};
        // Multipart uploads have their own malformed-body test below.
        if (Object.keys(content).some((type) => type.startsWith("multipart/"))) continue;
        operationCount++;
        const result = await fc.check(
          fc.asyncProperty(operationArbitrary(operation, ids), async (request) => {
            requestCount++;
            const token = request.role === "anonymous" ? undefined : tokens.get(request.role);
            const hasBody = method !== "get" && (request.body !== undefined || request.rawBody);
            const response = await context.app.inject({
              method: method.toUpperCase() as Uppercase<Method>,
              url: urlOf(template, request),
              headers: {
                ...(token ? bearer(token) : {}),
                ...(hasBody ? { "content-type": "application/json" } : {}),
              },
              ...(hasBody ? { payload: request.rawBody ?? JSON.stringify(request.body) } : {}),
            });
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            // A route that ended the session (sign-out, a new password) gets a fresh user.
            if (response.statusCode === 401 && request.role !== "anonymous")
              await signIn(request.role);
            if (response.statusCode >= 500)
              throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
          }),
          { seed: SEED + operationCount, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
        if (result.failed) {
          const input = JSON.stringify(result.counterexample?.[0])?.slice(0, 600);
          failures.push(`${method.toUpperCase()} ${template}: ${result.errorInstance}\n  ${input}`);
        }
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
    expect(operationCount).toBeGreaterThan(100);
    expect(requestCount).toBe(operationCount * RUNS_PER_OPERATION);
    // The inputs must get past validation often enough to reach the services and the database.
    const succeeded = [...statuses].filter(([status]) => status < 300).map(([, count]) => count);
    expect(succeeded.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(requestCount / 20);
  });

  it("answers a malformed multipart body with a 400", async () => {
    const document = context.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    // The document does not tell multipart routes apart (they declare no body schema).
    const uploads: [Method, string, Exclude<Role, "anonymous">][] = [
      ["post", "/api/athlete/{id}/activities/upload/", "athlete"],
      ["post", "/api/on-boarding/", "coach"],
      ["put", "/api/on-boarding/", "coach"],
      ["post", "/api/on-boarding/form/submit", "athlete"],
      ["post", "/api/business-owner/business/images/{kind}/", "owner"],
    ];
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.fit"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\nbytes";
    const bodies: { name: string; contentType: string; payload: string }[] = [
      { name: "no boundary", contentType: "multipart/form-data", payload: part("x") },
      {
        name: "cut short",
        contentType: "multipart/form-data; boundary=x",
        payload: part("x"),
      },
      {
        name: "boundary too long",
        contentType: `multipart/form-data; boundary=${"b".repeat(300)}`,
        payload: `${part("b".repeat(300))}\r\n--${"b".repeat(300)}--\r\n`,
      },
      {
        name: "another boundary",
        contentType: "multipart/form-data; boundary=x",
        payload: `${part("y")}\r\n--y--\r\n`,
      },
    ];
    // Fresh users: the fuzzing above may have replaced the first ones.
    const athlete = await signIn("athlete");
    await signIn("coach");
    await signIn("owner");
    const answers: string[] = [];
    for (const [method, template, role] of uploads) {
      expect(document.paths[template]?.[method], template).toBeDefined();
      for (const body of bodies) {
        const response = await context.app.inject({
          method: method.toUpperCase() as Uppercase<Method>,
          url: template.replace("{id}", String(athlete.id)).replace("{kind}", "logo"),
          headers: { ...bearer(tokens.get(role)!), "content-type": body.contentType },
          payload: body.payload,
        });
        const message = response.json<{ error?: { message?: string } }>().error?.message;
        answers.push(`${method} ${template} ${body.name}: ${response.statusCode} ${message}`);
      }
    }
    expect(
      answers.filter((answer) => !answer.endsWith(`: 400 ${messages.multipartInvalid}`)),
    ).toEqual([]);
  });
});
