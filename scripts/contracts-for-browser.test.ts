import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { contractSplitter, redirectSchemaImports, splitContractForBrowser, stripContractForBrowser } from './contracts-for-browser.ts';
import { lazySchema } from '../src/web/lib/lazy-schema.ts';

const CONTRACTS = resolve(import.meta.dirname, '../src/contracts');
// Inside the project, so that the rewritten modules resolve zod from its node_modules.
const OUT = resolve(import.meta.dirname, '../node_modules/.cache/contracts-for-browser-test');

const syntaxErrors = (code: string) =>
  (ts.transpileModule(code, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );

describe('stripContractForBrowser', () => {
  const source = `import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
export const LIMIT = 5;
export const NAMES = ['a', 'b'] as const;
export const ItemSchema = z.object({ id: z.string() });
export const ITEM_KEYS = ItemSchema.keyof().options;
export const itemEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/items/:id',
    // the caller's item
    params: z.object({ id: z.string() }),
    response: ItemSchema,
    summary: 'Um item.',
    access: ['aluno'],
  }),
  put: defineEndpoint({ method: 'PUT', path: '/api/items/:id', body: ItemSchema, query: z.object({}), response: ItemSchema }),
};
export function helper() { return z.string(); }
z.config({});
`;
  const out = stripContractForBrowser(source, 'items.ts', '/abs/lazy-schema.ts');

  it('keeps an endpoint’s method, path and access and drops its four schemas and its description', () => {
    expect(out).toContain("method: 'GET'");
    expect(out).toContain("path: '/api/items/:id'");
    expect(out).toContain("access: ['aluno']");
    expect(out).toContain("defineEndpoint({ method: 'PUT', path: '/api/items/:id', })");
    expect(out).not.toMatch(/\b(params|query|body|response|summary):/);
  });

  it('builds a schema on first use and lets the bundler drop every computed constant no one imports', () => {
    expect(out.startsWith('import { lazySchema as __lazySchema } from "/abs/lazy-schema.ts";\n')).toBe(true);
    expect(out).toContain('export const ItemSchema = /* @__PURE__ */ __lazySchema(() => (z.object({ id: z.string() })));');
    expect(out).toContain('export const ITEM_KEYS = /* @__PURE__ */ (() => (ItemSchema.keyof().options))();');
    expect(out).toContain('export const itemEndpoints = /* @__PURE__ */ (() => ({');
    // literals, functions and side effects stay as written
    expect(out).toContain('export const LIMIT = 5;');
    expect(out).toContain("export const NAMES = ['a', 'b'] as const;");
    expect(out).toContain('export function helper() { return z.string(); }');
    expect(out).toContain('z.config({});');
    expect(syntaxErrors(out)).toEqual([]);
  });

  it('leaves a module without computed schemas without the import', () => {
    expect(stripContractForBrowser("export const A = 1;\n", 'a.ts', '/x.ts')).toBe('export const A = 1;\n');
  });
});

describe('splitContractForBrowser', () => {
  const source = `import { z } from 'zod';
import { defineEndpoint, IdSchema } from './endpoint.ts';
import { ROLES, type Role } from './http.ts';
const MAX = 5;
export const LABELS = { a: 'A' } as const;
const NameSchema = z.string().max(MAX);
export const ItemSchema = z.object({ id: IdSchema, name: NameSchema, role: z.enum(ROLES) });
export type Item = z.infer<typeof ItemSchema>;
export const ITEM_KEYS = ItemSchema.keyof().options;
export const itemEndpoints = { get: defineEndpoint({ method: 'GET', path: '/api/items/:id' }) };
export function label(key: keyof typeof LABELS): string { return LABELS[key]; }
export function parseItem(value: unknown): Role { return ItemSchema.parse(value).role; }
z.config({});
export { NameSchema as ItemNameSchema };
`;
  const context = {
    schemaNamesOf: (specifier: string) => (specifier === './endpoint.ts' ? new Set(['IdSchema']) : specifier === './http.ts' ? new Set<string>() : undefined),
    schemasSpecifierOf: (specifier: string) => `${specifier}?schemas`,
    selfSpecifier: './items.ts',
    settingsSpecifier: './endpoint.ts?schemas',
  };
  const { rest, schemas, schemaNames } = splitContractForBrowser(source, 'items.ts', context);

  it('puts whatever uses zod, directly or through another schema, in the schema part', () => {
    expect([...schemaNames].sort()).toEqual(['ITEM_KEYS', 'ItemNameSchema', 'ItemSchema', 'NameSchema', 'parseItem']);
    expect(schemas).toContain('const NameSchema = z.string().max(MAX);');
    expect(schemas).toContain('export function parseItem(');
    expect(schemas).toContain('z.config({});');
    expect(schemas).toContain('export { NameSchema as ItemNameSchema };');
  });

  it('leaves endpoints, constants, plain functions and types in the rest, which imports no zod', () => {
    expect(rest).toContain("import { defineEndpoint } from \"./endpoint.ts\";");
    expect(rest).toContain('export const itemEndpoints');
    expect(rest).toContain("export const LABELS = { a: 'A' } as const;");
    expect(rest).toContain('export function label(');
    expect(rest).toContain('export type Item = z.infer<typeof ItemSchema>;');
    expect(rest).not.toMatch(/zod|IdSchema|ROLES|const NameSchema|ItemSchema = |z\.config/);
    expect(syntaxErrors(rest)).toEqual([]);
  });

  it('gives the schema part zod’s settings first, another contract’s schemas from its schema part and the rest’s names from the rest', () => {
    expect(schemas.startsWith('import "./endpoint.ts?schemas";\n')).toBe(true);
    expect(schemas).toContain('import { IdSchema } from "./endpoint.ts?schemas";');
    expect(schemas).toContain('import { ROLES } from "./http.ts";');
    expect(schemas).toContain('import { __forSchemas_MAX as MAX } from "./items.ts";');
    expect(rest).toContain('export { MAX as __forSchemas_MAX };');
    expect(syntaxErrors(schemas)).toEqual([]);
  });

  it('refuses to re-export another contract’s schemas, which would bring zod back', () => {
    expect(() => splitContractForBrowser("export { IdSchema } from './endpoint.ts';\n", 'x.ts', context)).toThrow(/re-exports schemas/);
  });
});

describe('redirectSchemaImports', () => {
  const schemaNamesOf = (specifier: string) => (specifier === '#contracts/items' ? new Set(['ItemSchema']) : undefined);
  const redirect = (code: string) => redirectSchemaImports(code, 'page.tsx', schemaNamesOf, (s) => `${s}.schemas`, '/settings');

  it('imports a schema from the schema part and the rest as before', () => {
    expect(redirect("import { itemEndpoints, ItemSchema as S, type Item } from '#contracts/items';\nuse(S);\n")).toBe(
      'import { itemEndpoints, type Item } from "#contracts/items";\nimport { ItemSchema as S } from "#contracts/items.schemas";\nuse(S);\n',
    );
  });

  it('leaves a module with no schema import alone, and gives one that uses zod its settings', () => {
    expect(redirect("import { itemEndpoints } from '#contracts/items';\n")).toBeNull();
    expect(redirect("import type { ItemSchema } from '#contracts/items';\n")).toBeNull();
    expect(redirect("import { z } from 'zod';\n")).toBe('import "/settings";\nimport { z } from \'zod\';\n');
  });
});

/**
 * Every real contract, rewritten as the browser build rewrites it: it still parses, each
 * endpoint keeps its method and path, and each schema judges inputs exactly as the original.
 */
describe('the contracts as the browser gets them', () => {
  const files = readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  type Module = Record<string, unknown>;
  const original = new Map<string, Module>();
  const rewritten = new Map<string, Module>();
  const rests = new Map<string, string>();

  beforeAll(async () => {
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const contracts = contractSplitter();
    // Written next to each other in OUT, each absolute id of src/contracts pointed there.
    const inOut = (code: string) => code.replaceAll(JSON.stringify(`${CONTRACTS}/`).slice(0, -1), JSON.stringify(`${OUT}/`).slice(0, -1));
    for (const file of files) {
      const { rest, schemas } = contracts.split(join(CONTRACTS, file));
      expect(syntaxErrors(rest), file).toEqual([]);
      expect(syntaxErrors(schemas), file).toEqual([]);
      rests.set(file, rest);
      writeFileSync(join(OUT, file), inOut(rest));
      writeFileSync(join(OUT, contracts.schemasIdOf(file)), inOut(schemas));
    }
    for (const file of files) {
      original.set(file, (await import(join(CONTRACTS, file))) as Module);
      // What a page gets from the contract: its rest and its schema part (the rest's private names left out).
      const rest = (await import(join(OUT, file))) as Module;
      const schemas = (await import(join(OUT, contracts.schemasIdOf(file)))) as Module;
      for (const name of Object.keys(schemas)) expect(Object.keys(rest), `${file} ${name} in both parts`).not.toContain(name);
      rewritten.set(file, Object.fromEntries(Object.entries({ ...rest, ...schemas }).filter(([name]) => !name.startsWith('__forSchemas_'))));
    }
  });
  afterAll(() => rmSync(OUT, { recursive: true, force: true }));

  it('a contract without its schema part imports no zod, and each part keeps every name of the original', () => {
    for (const file of files) {
      expect(rests.get(file), file).not.toMatch(/from ["']zod/);
      expect(Object.keys(rewritten.get(file)!).sort(), file).toEqual(Object.keys(original.get(file)!).sort());
    }
    // The endpoints the student's dashboard calls come without zod.
    for (const file of ['courses.ts', 'learning.ts', 'endpoint.ts', 'http.ts']) expect(rests.get(file), file).not.toMatch(/browser-schemas/);
  });

  const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;
  const isEndpoint = (value: unknown): value is { method: string; path: string } =>
    typeof value === 'object' && value !== null && typeof (value as { method?: unknown }).method === 'string' && typeof (value as { path?: unknown }).path === 'string';

  it('every endpoint keeps its method and path, and no schema', () => {
    let endpoints = 0;
    for (const file of files) {
      for (const [name, group] of Object.entries(original.get(file)!)) {
        if (typeof group !== 'object' || group === null || isSchema(group)) continue;
        for (const [key, endpoint] of Object.entries(group)) {
          if (!isEndpoint(endpoint)) continue;
          const browser = (rewritten.get(file)![name] as Record<string, Record<string, unknown>>)[key]!;
          expect({ method: browser.method, path: browser.path }, `${file} ${name}.${key}`).toEqual({ method: endpoint.method, path: endpoint.path });
          for (const schema of ['params', 'query', 'body', 'response']) expect(browser[schema], `${file} ${name}.${key}.${schema}`).toBeUndefined();
          endpoints++;
        }
      }
    }
    expect(endpoints).toBeGreaterThan(100);
  });

  it('every schema accepts and refuses what the original does, with the same messages', () => {
    const inputs: unknown[] = [undefined, null, '', 'x', 'aluno', 0, 1, -1, 1e9, true, [], [1], {}, { id: '1' }, '2026-01-01', '123.456.789-09'];
    const verdict = (schema: z.ZodType, input: unknown) => {
      const result = schema.safeParse(input);
      return result.success ? { ok: true, data: result.data } : { ok: false, messages: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
    };
    let schemas = 0;
    for (const file of files) {
      for (const [name, value] of Object.entries(original.get(file)!)) {
        if (!isSchema(value)) continue;
        const browser = rewritten.get(file)![name];
        expect(isSchema(browser), `${file} ${name}`).toBe(true);
        for (const input of inputs) expect(verdict(browser as z.ZodType, input), `${file} ${name} ${JSON.stringify(input)}`).toEqual(verdict(value, input));
        schemas++;
      }
    }
    expect(schemas).toBeGreaterThan(100);
  });
});

describe('lazySchema', () => {
  it('builds the schema once, at the first read, and then behaves as it', async () => {
    let built = 0;
    const Inner = lazySchema(() => z.object({ code: z.string().regex(/^\d{6}$/, 'Seis dígitos.') }));
    const Outer = lazySchema(() => {
      built++;
      return z.object({ name: z.string().min(2, 'Nome curto.'), inner: Inner });
    });
    expect(built).toBe(0);
    expect('_zod' in Outer).toBe(true);
    expect(built).toBe(1);
    expect(Outer.safeParse({ name: 'Ana', inner: { code: '123456' } }).success).toBe(true);
    expect(Outer.safeParse({ name: 'A', inner: { code: '12' } }).error?.issues.map((i) => i.message)).toEqual(['Nome curto.', 'Seis dígitos.']);
    expect(Outer.shape.name.safeParse('Bia').success).toBe(true);
    expect(Outer.pick({ name: true }).safeParse({ name: 'Bia' }).data).toEqual({ name: 'Bia' });
    expect(Outer.extend({ age: z.number() }).safeParse({ name: 'Bia', inner: { code: '000000' }, age: 3 }).success).toBe(true);
    expect(Outer instanceof z.ZodObject).toBe(true);
    expect(built).toBe(1);
    // react-hook-form's resolver, as the forms use it
    const resolver = zodResolver(Outer as z.ZodType<{ name: string }, { name: string }>);
    const result = await resolver({ name: 'A' } as never, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toMatchObject({ name: { message: 'Nome curto.' } });
  });
});
