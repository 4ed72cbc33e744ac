/**
 * A zod schema built the first time something reads it (issue 15, item 3): a page constructs
 * only the schemas its forms use, when they render, instead of every schema while its chunks
 * start. The browser's alone: its build wraps each `…Schema` constant of src/contracts in this
 * (scripts/contracts-for-browser.ts; the server and src/contracts never import it), and a form's
 * own module-level schema is written `lazySchema(() => …)` (eslint.config.js enforces it).
 *
 * The stand-in forwards every read to the schema: zod binds its methods to the schema itself
 * (`schema.safeParse`, `.shape`, `.pick` and `'_zod' in schema` behave as on the real one).
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property as non-configurable unless its own target has it so.
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}
