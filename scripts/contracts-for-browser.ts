import { readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
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
 * - `defineEndpoint({ … })` keeps every property but `params`, `query`, `body` and `response`,
 *   and the API description's texts `summary` and `conflict` (the browser reads only `method` and `path`);
 * - each top-level `const` whose value is computed (a call somewhere in it) is wrapped in a
 *   `/* @__PURE__ *\/` call, so a schema no page imports is dropped with everything only it used;
 * - a `…Schema` constant among them is built on first use (`lazySchema`, src/web/lib/lazy-schema.ts),
 *   so a page builds only the schemas its forms use, when they render;
 * - each contract is cut in two (issue 28, `splitContractForBrowser`): what needs zod goes to a
 *   schema part of its own (id `<contract>.browser-schemas.ts`) and every import of those names
 *   is pointed at it, so a page that only calls endpoints (the student's dashboard) downloads no
 *   zod; with vite.config.ts's 'forms' chunk, zod and react-hook-form come only with a form.
 * The server, its tests and the page renderer keep the contracts unchanged. Tested in
 * contracts-for-browser.test.ts; what it saves is in docs/decisions/contracts-built-on-first-use.md and docs/performance.md.
 */
export function contractsForBrowser(): Plugin {
  let enabled = false;
  let contracts = contractSplitter();
  const settings = contracts.schemasIdOf(join(CONTRACTS, 'endpoint.ts'));

  return {
    name: 'eduia:contracts-for-browser',
    enforce: 'pre',
    configResolved(config) {
      enabled = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      contracts = contractSplitter();
    },
    resolveId(source) {
      return enabled && source.endsWith(SCHEMAS_SUFFIX) && dirname(source) === CONTRACTS ? source : null;
    },
    load(id) {
      return enabled && id.endsWith(SCHEMAS_SUFFIX) && dirname(id) === CONTRACTS ? readFileSync(id.slice(0, -SCHEMAS_SUFFIX.length) + '.ts', 'utf8') : null;
    },
    transform(code, id) {
      if (!enabled || id.includes('?') || id.endsWith('.test.ts') || id.endsWith('.test.tsx')) return null;
      if (dirname(id) === CONTRACTS && id.endsWith(SCHEMAS_SUFFIX)) return { code: contracts.split(id.slice(0, -SCHEMAS_SUFFIX.length) + '.ts').schemas, map: null };
      if (dirname(id) === CONTRACTS && id.endsWith('.ts')) return { code: contracts.split(id).rest, map: null };
      if (!id.startsWith(WEB) || !/\.tsx?$/.test(id)) return null;
      const redirected = redirectSchemaImports(
        code,
        id,
        (specifier) => { const file = contracts.contractFile(specifier, id); return file ? contracts.split(file).schemaNames : undefined; },
        (specifier) => contracts.schemasIdOf(contracts.contractFile(specifier, id)!),
        settings,
      );
      return redirected === null ? null : { code: redirected, map: null };
    },
  };
}

const CONTRACTS = resolve(import.meta.dirname, '../src/contracts');
const WEB = resolve(import.meta.dirname, '../src/web') + sep;
/** The id of a contract's schema part: not a file, built from the contract by this plugin. */
const SCHEMAS_SUFFIX = '.browser-schemas.ts';

/** Each contract of src/contracts as the browser build gets it, rest and schema part (each split once). */
export function contractSplitter() {
  const splits = new Map<string, SplitContract | 'splitting'>();

  /** The contract module a specifier names, from `importer`; undefined if it is not one. */
  const contractFile = (specifier: string, importer: string): string | undefined => {
    const file = specifier.startsWith('#contracts/') ? join(CONTRACTS, `${specifier.slice('#contracts/'.length).replace(/\.ts$/, '')}.ts`)
      : specifier.startsWith('.') ? resolve(dirname(importer), specifier) : undefined;
    return file && dirname(file) === CONTRACTS && file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith(SCHEMAS_SUFFIX) ? file : undefined;
  };
  const schemasIdOf = (file: string) => file.replace(/\.ts$/, SCHEMAS_SUFFIX);
  const settings = schemasIdOf(join(CONTRACTS, 'endpoint.ts'));

  const split = (file: string): SplitContract => {
    const known = splits.get(file);
    if (known === 'splitting') throw new Error(`${file}: the contracts import each other in a cycle.`);
    if (known) return known;
    splits.set(file, 'splitting');
    const code = stripContractForBrowser(readFileSync(file, 'utf8'), file, LAZY_SCHEMA_MODULE);
    const result = splitContractForBrowser(code, file, {
      schemaNamesOf: (specifier) => {
        const other = contractFile(specifier, file);
        return other ? split(other).schemaNames : undefined;
      },
      schemasSpecifierOf: (specifier) => schemasIdOf(contractFile(specifier, file)!),
      selfSpecifier: file,
      settingsSpecifier: schemasIdOf(file) === settings ? undefined : settings,
    });
    splits.set(file, result);
    return result;
  };
  return { split, contractFile, schemasIdOf };
}

const BROWSER_UNUSED_PROPERTIES = new Set(['params', 'query', 'body', 'response', 'summary', 'conflict']);

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
          if (name && BROWSER_UNUSED_PROPERTIES.has(name)) edits.push(removal(code, property));
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

/** What a contract module's split needs to know about the modules it imports. */
export interface SplitContext {
  /** The names whose value needs zod in the contract module `specifier` (relative to this one) imports, or undefined if it is not a contract. */
  schemaNamesOf(specifier: string): ReadonlySet<string> | undefined;
  /** How this module and the one it imports as `specifier` import `specifier`'s schema part. */
  schemasSpecifierOf(specifier: string): string;
  /** How the schema part imports this module's other part. */
  selfSpecifier: string;
  /** A module every schema part imports first (zod's settings: the messages in Portuguese), or undefined in that module itself. */
  settingsSpecifier?: string;
}

export interface SplitContract {
  /** Top-level names whose value needs zod: they live in the schema part. */
  schemaNames: Set<string>;
  /** The module without them: endpoints, constants, functions, types. Never imports zod. */
  rest: string;
  /** The schema part: what needs zod, importing the rest from `selfSpecifier`. */
  schemas: string;
}

/**
 * A contract module (as `stripContractForBrowser` left it) cut in two, so that a page that
 * calls endpoints or reads constants does not download zod (issue 28): every top-level
 * statement whose value uses zod, directly or through another such statement or a schema
 * imported from another contract, goes to the schema part; the rest stays. The browser build
 * points each import of a schema part's name at that part (`redirectSchemaImports`).
 */
export function splitContractForBrowser(code: string, fileName: string, context: SplitContext): SplitContract {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const text = (node: ts.Node) => code.slice(node.getStart(source), node.getEnd());

  // Import bindings: local name → where from. Zod's and another contract's schemas are the seeds.
  interface Binding { specifier: string; imported: string | null /* null: default */; namespace: boolean }
  const bindings = new Map<string, Binding>();
  const seeds = new Set<string>();
  const imports: ts.ImportDeclaration[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    imports.push(statement);
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const isZod = specifier === 'zod' || specifier.startsWith('zod/');
    const otherSchemas = context.schemaNamesOf(specifier);
    const add = (local: string, binding: Binding) => {
      bindings.set(local, binding);
      if (isZod || (otherSchemas && (binding.namespace || otherSchemas.has(binding.imported ?? 'default')))) seeds.add(local);
    };
    if (clause.name) add(clause.name.text, { specifier, imported: null, namespace: false });
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named)) add(named.name.text, { specifier, imported: null, namespace: true });
    if (named && ts.isNamedImports(named)) for (const element of named.elements) if (!element.isTypeOnly) add(element.name.text, { specifier, imported: (element.propertyName ?? element.name).text, namespace: false });
  }

  // Top-level statements that hold values, with the names they declare and the names they use.
  interface Unit { statement: ts.Statement; declares: string[]; uses: Set<string> }
  const units: Unit[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue;
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const from = statement.moduleSpecifier && (statement.moduleSpecifier as ts.StringLiteral).text;
      const other = from ? context.schemaNamesOf(from) : undefined;
      const clause = statement.exportClause;
      if (other && other.size > 0 && (!clause || (ts.isNamedExports(clause) && clause.elements.some((e) => other.has((e.propertyName ?? e.name).text)))))
        throw new Error(`${fileName}: re-exports schemas of ${from}; import them from there instead.`);
      if (!from && clause && ts.isNamedExports(clause) && clause.elements.some((e) => !e.isTypeOnly)) units.push({ statement, declares: [], uses: usedNames(statement) });
      continue;
    }
    if (ts.isVariableStatement(statement)) {
      units.push({ statement, declares: statement.declarationList.declarations.flatMap((d) => boundNames(d.name)), uses: usedNames(statement) });
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
      if (ts.isEnumDeclaration(statement) || !(ts.isFunctionDeclaration(statement) && !statement.body)) units.push({ statement, declares: [statement.name.text], uses: usedNames(statement) });
    } else if (ts.isModuleDeclaration(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) {
      continue;
    } else {
      units.push({ statement, declares: [], uses: usedNames(statement) });
    }
  }

  // Whatever uses zod, to a fixed point; `export { a, b }` lists are split name by name below.
  const schemaNames = new Set<string>();
  const inSchemas = new Set<Unit>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const unit of units) {
      if (inSchemas.has(unit) || ts.isExportDeclaration(unit.statement)) continue;
      if ([...unit.uses].some((name) => seeds.has(name) || schemaNames.has(name))) {
        inSchemas.add(unit);
        for (const name of unit.declares) schemaNames.add(name);
        changed = true;
      }
    }
  }
  const declaredHere = new Set(units.flatMap((u) => u.declares));
  // An exported name that is an imported schema (`import { A } …; export { A }`) is not declared here: not supported.
  const exportedNames = new Map<string, string>(); // exported name → local name, for `export { … }` lists
  for (const unit of units) {
    if (!ts.isExportDeclaration(unit.statement)) continue;
    for (const element of (unit.statement.exportClause as ts.NamedExports).elements) {
      const local = (element.propertyName ?? element.name).text;
      if (seeds.has(local)) throw new Error(`${fileName}: re-exports the imported schema ${local}; import it from its module instead.`);
      if (schemaNames.has(local)) schemaNames.add(element.name.text);
      exportedNames.set(element.name.text, local);
    }
  }

  const restUnits = units.filter((u) => !inSchemas.has(u));
  const schemaUnits = units.filter((u) => inSchemas.has(u));
  const usedBy = (list: Unit[]) => new Set(list.flatMap((u) => [...u.uses]));
  const restUses = usedBy(restUnits);
  const schemaUses = usedBy(schemaUnits);
  const exportedHere = new Set<string>();
  for (const unit of units) {
    if (hasExportModifier(unit.statement)) for (const name of unit.declares) exportedHere.add(name);
  }
  for (const local of exportedNames.values()) exportedHere.add(local);

  // The rest: its statements (types included), its imports cut to what it uses, and the local
  // names the schema part needs, exported under a private alias.
  const localsForSchemas = [...schemaUses].filter((name) => declaredHere.has(name) && !schemaNames.has(name));
  const rest: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const kept = importText(statement, (local) => restUses.has(local), (specifier) => specifier);
      if (kept) rest.push(kept);
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      const kept = statement.exportClause.elements.filter((e) => e.isTypeOnly || !schemaNames.has((e.propertyName ?? e.name).text));
      if (kept.length) rest.push(`export { ${kept.map((e) => text(e)).join(', ')} };`);
    } else if (!schemaUnits.some((u) => u.statement === statement)) {
      rest.push(text(statement));
    }
  }
  const privateLocals = localsForSchemas.filter((name) => !exportedHere.has(name));
  if (privateLocals.length) rest.push(`export { ${privateLocals.map((name) => `${name} as ${PRIVATE_PREFIX}${name}`).join(', ')} };`);

  // The schema part: zod's settings first, its imports (a schema of another contract from that
  // contract's schema part), the rest's names it uses, then its statements in their order.
  const schemas: string[] = [];
  if (schemaUnits.length > 0 && context.settingsSpecifier) schemas.push(`import ${JSON.stringify(context.settingsSpecifier)};`);
  for (const statement of imports) {
    const kept = importText(statement, (local) => schemaUses.has(local), (specifier, imported) => {
      const other = context.schemaNamesOf(specifier);
      return other && imported !== null && other.has(imported) ? context.schemasSpecifierOf(specifier) : specifier;
    });
    if (kept) schemas.push(kept);
  }
  if (localsForSchemas.length) {
    const names = localsForSchemas.map((name) => (exportedHere.has(name) ? localExportName(name, exportedNames) : `${PRIVATE_PREFIX}${name} as ${name}`));
    schemas.push(`import { ${names.join(', ')} } from ${JSON.stringify(context.selfSpecifier)};`);
  }
  for (const unit of schemaUnits) schemas.push(text(unit.statement));
  for (const unit of units) {
    if (!ts.isExportDeclaration(unit.statement)) continue;
    const kept = (unit.statement.exportClause as ts.NamedExports).elements.filter((e) => !e.isTypeOnly && schemaNames.has((e.propertyName ?? e.name).text));
    if (kept.length) schemas.push(`export { ${kept.map((e) => text(e)).join(', ')} };`);
  }

  return { schemaNames, rest: rest.join('\n') + '\n', schemas: schemas.join('\n') + '\n' };

  /** The import with only the value bindings `keep` accepts, each from the module `target` names (several declarations if they differ); '' if none. */
  function importText(statement: ts.ImportDeclaration, keep: (local: string) => boolean, target: (specifier: string, imported: string | null) => string): string {
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const clause = statement.importClause;
    if (!clause) return text(statement); // a module imported for its effects
    if (clause.isTypeOnly) return '';
    const byModule = new Map<string, { default?: string; namespace?: string; named: string[] }>();
    const entry = (module: string) => byModule.get(module) ?? byModule.set(module, { named: [] }).get(module)!;
    if (clause.name && keep(clause.name.text)) entry(target(specifier, null)).default = clause.name.text;
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named) && keep(named.name.text)) entry(target(specifier, null)).namespace = named.name.text;
    if (named && ts.isNamedImports(named))
      for (const element of named.elements)
        if (!element.isTypeOnly && keep(element.name.text)) entry(target(specifier, (element.propertyName ?? element.name).text)).named.push(text(element));
    return [...byModule].map(([module, b]) => {
      const parts = [b.default, b.namespace && `* as ${b.namespace}`, b.named.length ? `{ ${b.named.join(', ')} }` : undefined].filter(Boolean);
      return `import ${parts.join(', ')} from ${JSON.stringify(module)};`;
    }).join('\n');
  }
}

/** The alias under which a contract's rest exports a private name its schema part uses. */
const PRIVATE_PREFIX = '__forSchemas_';

/** `name` as the schema part imports it from the rest, when the rest exports it (maybe under another name). */
function localExportName(name: string, exportedNames: Map<string, string>): string {
  for (const [exported, local] of exportedNames) if (local === name && exported !== name) return `${exported} as ${name}`;
  return name;
}

function hasExportModifier(statement: ts.Statement): boolean {
  return ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : boundNames(element.name)));
}

/** Identifiers a statement reads as values (types, property names and its own declared names left out; a shadowing local may be counted: it only errs towards the schema part). */
function usedNames(statement: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node) || ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) return;
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent) || ts.isGetAccessor(parent) || ts.isSetAccessor(parent)) && parent.name === node) ||
        ((ts.isVariableDeclaration(parent) || ts.isFunctionDeclaration(parent) || ts.isClassDeclaration(parent) || ts.isEnumDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent) || ts.isEnumMember(parent)) && parent.name === node) ||
        (ts.isBindingElement(parent) && parent.propertyName === node) ||
        (ts.isExportSpecifier(parent) && parent.name === node && parent.propertyName !== undefined) ||
        (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent));
      if (!isName) names.add(node.text);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);
  return names;
}

/**
 * A browser module's imports from the contracts, each name of a schema part imported from that
 * part; a module that imports zod itself first imports `settingsSpecifier` (zod's messages in
 * Portuguese, which used to come with any contract). Null when nothing changes.
 */
export function redirectSchemaImports(
  code: string,
  fileName: string,
  schemaNamesOf: (specifier: string) => ReadonlySet<string> | undefined,
  schemasSpecifierOf: (specifier: string) => string,
  settingsSpecifier: string,
): string | null {
  if (!code.includes('contracts') && !code.includes('zod')) return null;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits: Edit[] = [];
  let importsZod = false;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const clause = statement.importClause;
    if (specifier === 'zod' || specifier.startsWith('zod/')) importsZod ||= !clause?.isTypeOnly;
    const schemaNames = schemaNamesOf(specifier);
    if (!schemaNames || schemaNames.size === 0 || !clause || clause.isTypeOnly) continue;
    const named = clause.namedBindings;
    if (clause.name || (named && ts.isNamespaceImport(named))) throw new Error(`${fileName}: import the contract ${specifier} by name, so that its schemas can be told apart.`);
    if (!named) continue;
    const toSchemas = named.elements.filter((e) => !e.isTypeOnly && schemaNames.has((e.propertyName ?? e.name).text));
    if (toSchemas.length === 0) continue;
    const rest = named.elements.filter((e) => !toSchemas.includes(e));
    const elementText = (e: ts.ImportSpecifier) => code.slice(e.getStart(source), e.getEnd());
    const lines = [`import { ${toSchemas.map(elementText).join(', ')} } from ${JSON.stringify(schemasSpecifierOf(specifier))};`];
    if (rest.length) lines.unshift(`import { ${rest.map(elementText).join(', ')} } from ${JSON.stringify(specifier)};`);
    edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: lines.join('\n') });
  }
  if (importsZod) edits.push({ start: 0, end: 0, text: `import ${JSON.stringify(settingsSpecifier)};\n` });
  if (edits.length === 0) return null;
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let result = code;
  for (const edit of edits) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}
