/**
 * A schema built the first time anything reads it (docs/decisions/129-deferred-schemas.md).
 * The web build wraps the schemas of `packages/shared` in it (scripts/deferred-schemas.ts): a
 * screen then builds the few it uses, not the 2,000 that the modules it imports declare.
 *
 * The proxy stands for the schema everywhere: every read, `in`, `instanceof` (through its
 * prototype) and property listing is answered by the built schema, and methods run with the
 * proxy as `this`, which reads through to the same schema.
 */
export function deferredSchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = () => {
    built ??= build();
    return built;
  };
  // The target is never exposed: an empty, extensible object, so that no proxy invariant ties
  // the answers to it (a property is reported configurable, as the target does not hold it).
  return new Proxy({} as Schema, {
    get: (_target, key) => Reflect.get(schema(), key, schema()),
    has: (_target, key) => Reflect.has(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
