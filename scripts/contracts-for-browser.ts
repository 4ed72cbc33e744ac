import { resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The browser's lazy schema, imported into each rewritten contract module (src/contracts itself never imports it). */
export const LAZY_SCHEMA_MODULE = resolve(import.meta.dirname, '../src/web/lib/lazy-schema.ts');

/**
 * The contracts as the browser needs them (issue 15, item 3). The browser calls an endpoint by
 * its method and path and validates only its forms; it never reads an endpoint's params, query,
 * body or response schema. Built as written, every page still made every schema of
 * src/contracts at start-up (≈ 1 000 zod calls: 222 named schemas, 162 endpoints), one task of
 * 120–200 ms at 4× CPU on every page.
 *
 * In the browser build only, this plugin rewrites each contract module so that the bundler can
 * leave out what the browser does not use:
 * - `defineEndpoint({ … })` keeps every property but `params`, `query`, `body` and `response`;
 * - each top-level `const` whose value is computed (a call somewhere in it) is wrapped in a
 *   `/* @__PURE__ *\/` call, so a schema no page imports is dropped with everything only it used;
 * - a `…Schema` constant among them is built on first use (`lazySchema`, src/web/lib/lazy-schema.ts),
 *   so a page builds only the schemas its forms use, when they render.
 * The server, its tests and the page renderer keep the contracts unchanged. Tested in
 * contracts-for-browser.test.ts; what it saves is in docs/decisions/contracts-built-on-first-use.md and docs/performance.md.
 */
export function contractsForBrowser(): Plugin {
  let enabled = false;
  return {
    name: 'eduia:contracts-for-browser',
    enforce: 'pre',
    configResolved(config) {
      enabled = config.command === 'build' && !config.build.ssr;
    },
    transform(code, id) {
      if (!enabled || !/[\\/]src[\\/]contracts[\\/][^\\/]+\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      return { code: stripContractForBrowser(code, id, LAZY_SCHEMA_MODULE), map: null };
    },
  };
}

const SCHEMA_PROPERTIES = new Set(['params', 'query', 'body', 'response']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The contract module's source as the browser build sees it; `lazySchemaModule` is the path of lazy-schema.ts. */
export function stripContractForBrowser(code: string, fileName: string, lazySchemaModule: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  let usesLazySchema = false;

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineEndpoint') {
      const [definition] = node.arguments;
      if (definition && ts.isObjectLiteralExpression(definition)) {
        for (const property of definition.properties) {
          const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;
          if (name && SCHEMA_PROPERTIES.has(name)) edits.push(removal(code, property));
        }
      }
      return; // nothing inside an endpoint's definition needs rewriting
    }
    ts.forEachChild(node, visit);
  };

  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (!value || ts.isArrowFunction(value) || ts.isFunctionExpression(value) || !containsCall(value)) continue;
      const lazy = ts.isIdentifier(declaration.name) && declaration.name.text.endsWith('Schema');
      edits.push({ start: value.getStart(source), end: value.getStart(source), text: lazy ? '/* @__PURE__ */ __lazySchema(() => (' : '/* @__PURE__ */ (() => (' });
      edits.push({ start: value.getEnd(), end: value.getEnd(), text: lazy ? '))' : '))()' });
      usesLazySchema ||= lazy;
    }
  }
  visit(source);

  // Right to left, so that earlier offsets stay valid; an insertion at an offset goes after a removal ending there.
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let result = code;
  for (const edit of edits) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return usesLazySchema ? `import { lazySchema as __lazySchema } from ${JSON.stringify(lazySchemaModule)};\n${result}` : result;
}

/** The property, the space before it and the comma after it. */
function removal(code: string, property: ts.ObjectLiteralElementLike): Edit {
  const start = property.getFullStart();
  let end = property.getEnd();
  let next = end;
  while (next < code.length && /\s/.test(code[next])) next++;
  if (code[next] === ',') end = next + 1;
  return { start, end, text: '' };
}

function containsCall(node: ts.Node): boolean {
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  return ts.forEachChild(node, containsCall) ?? false;
}
