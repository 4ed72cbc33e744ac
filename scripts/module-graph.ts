import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ICruiseResult } from 'dependency-cruiser';

/**
 * The server's modules as a graph (issue 27, item 3): dependency-cruiser reads every import
 * of src/server/modules (type-only ones included, as in .dependency-cruiser.cjs), the files
 * collapse into their module folders, and the result is drawn as a Mermaid graph between the
 * markers of docs/architecture.md.
 *
 *   tsx scripts/module-graph.ts --write   redraws the picture (npm run docs:graph)
 *   tsx scripts/module-graph.ts --check   fails when the picture is stale, or when two modules
 *                                         depend on each other both ways outside TWO_WAY_ALLOWED
 *                                         (part of npm run lint)
 *
 * Tests (*.test.ts) are left out: a test may set up data through another module's service
 * without the module depending on it.
 */

const ROOT = resolve(import.meta.dirname, '..');
const MODULES_DIR = 'src/server/modules';
const DOC = 'docs/architecture.md';
export const START_MARKER = '<!-- module-graph:start (npm run docs:graph) -->';
export const END_MARKER = '<!-- module-graph:end -->';

/**
 * The pairs of modules allowed to depend on each other both ways, each with its reason (why
 * the table each side needs is owned by the other). No file cycle exists between them: the
 * two directions go through different files. A new two-way pair fails `npm run lint`, and so
 * does a pair listed here that no longer depends both ways (the list stays true).
 */
export const TWO_WAY_ALLOWED: Record<string, string> = {
  'auth users':
    'auth signs people in with the accounts users owns (e-mail, login attempts, second factor, new password); ' +
    "users' route 'Alterar senha' calls auth, because a password change ends the other sessions, which auth owns.",
  'notifications users':
    "notifications reads each recipient's name, e-mail and notification preferences from users; users' student verification " +
    'notifies the student of the decision.',
  'courses exams':
    "courses shows each course's quiz and the student's best scores and counts a teacher's quizzes (exams owns quizzes and attempts); " +
    "exams' quiz editor checks that the teacher owns the course.",
  'courses learning':
    "courses shows which lessons a student completed and counts a course's students (learning owns enrollments and progress); " +
    'learning reads courses and lessons to enrol students and compute progress.',
};

/** Module edges, `from` → the set of modules it imports. Every module is a key, even one with no edge. */
export type ModuleGraph = Map<string, Set<string>>;

const moduleOf = (path: string | undefined) => (path ? new RegExp(`^${MODULES_DIR}/([^/]+)/`).exec(path)?.[1] : undefined);

/** Collapses dependency-cruiser's file graph into the graph of module folders. */
export function collapseToModules(modules: readonly string[], files: readonly { source: string; dependencies: readonly { resolved: string }[] }[]): ModuleGraph {
  const graph: ModuleGraph = new Map([...modules].sort().map((name) => [name, new Set<string>()]));
  for (const file of files) {
    const from = moduleOf(file.source);
    if (!from || file.source.endsWith('.test.ts')) continue;
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to && to !== from) graph.get(from)?.add(to);
    }
  }
  return graph;
}

const pairKey = (a: string, b: string) => [a, b].sort().join(' ');

/** The unordered pairs that import each other, as `a b` with a < b. */
export function twoWayPairs(graph: ModuleGraph): string[] {
  const pairs: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) if (from < to && graph.get(to)?.has(from)) pairs.push(pairKey(from, to));
  }
  return pairs.sort();
}

/** What is wrong with the two-way dependencies, one line each (empty: nothing). */
export function twoWayProblems(graph: ModuleGraph, allowed: Record<string, string> = TWO_WAY_ALLOWED): string[] {
  const found = twoWayPairs(graph);
  const problems = found
    .filter((pair) => !(pair in allowed))
    .map((pair) => {
      const [a, b] = pair.split(' ');
      return `${a} ↔ ${b}: a new two-way dependency between modules. Make one side stop importing the other (move the function to the module that owns its table, or pass a callback), or add the pair with its reason to TWO_WAY_ALLOWED in scripts/module-graph.ts.`;
    });
  for (const pair of Object.keys(allowed)) {
    if (!found.includes(pair)) problems.push(`${pair.replace(' ', ' ↔ ')}: listed in TWO_WAY_ALLOWED but no longer depends both ways; remove it from the list.`);
  }
  return problems;
}

/** The Mermaid picture: a two-way pair is one `<-->` edge, every other dependency a `-->` edge. */
export function renderMermaid(graph: ModuleGraph): string {
  const lines = ['```mermaid', 'graph LR'];
  const twoWay = new Set(twoWayPairs(graph));
  for (const [from, targets] of graph) {
    if (targets.size === 0 && ![...graph.values()].some((t) => t.has(from))) lines.push(`  ${from}`);
    for (const to of [...targets].sort()) {
      if (!twoWay.has(pairKey(from, to))) lines.push(`  ${from} --> ${to}`);
      else if (from < to) lines.push(`  ${from} <--> ${to}`);
    }
  }
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
  lines.push('```', '', `${graph.size} modules, ${edges} dependencies between them, ${twoWay.size} ${twoWay.size === 1 ? 'pair' : 'pairs'} both ways.`);
  return lines.join('\n');
}

/** The document with `picture` between the markers (which must be there, once each). */
export function withPicture(document: string, picture: string): string {
  const start = document.indexOf(START_MARKER);
  const end = document.indexOf(END_MARKER);
  if (start < 0 || end < start || document.indexOf(START_MARKER, start + 1) >= 0) {
    throw new Error(`${DOC} needs the lines ${START_MARKER} and ${END_MARKER}, once each and in that order.`);
  }
  return `${document.slice(0, start + START_MARKER.length)}\n${picture}\n${document.slice(end)}`;
}

/** Everything `--check` reports (empty: the picture is current and every two-way pair is allowed). */
export function checkProblems(document: string, graph: ModuleGraph, allowed: Record<string, string> = TWO_WAY_ALLOWED): string[] {
  const problems = twoWayProblems(graph, allowed);
  if (withPicture(document, renderMermaid(graph)) !== document) {
    problems.push(`${DOC}: the module graph is stale (the imports between modules changed). Run \`npm run docs:graph\` and commit the result.`);
  }
  return problems;
}

/** Reads the imports of src/server/modules with the project's dependency-cruiser settings. */
async function readModuleGraph(): Promise<ModuleGraph> {
  // Loaded here, not at the top: the unit tests of the functions above do not need it.
  const { cruise } = await import('dependency-cruiser');
  const { default: extractDepcruiseOptions } = await import('dependency-cruiser/config-utl/extract-depcruise-options');
  const { default: extractTSConfig } = await import('dependency-cruiser/config-utl/extract-ts-config');
  const options = await extractDepcruiseOptions(resolve(ROOT, '.dependency-cruiser.cjs'));
  const result = await cruise(
    [MODULES_DIR],
    // Only the modules' own files: the rest of the code (lib, contracts…) is not part of this picture.
    { ...options, ruleSet: undefined, validate: false, includeOnly: `^${MODULES_DIR}/`, exclude: { path: '\\.test\\.ts$' } },
    undefined,
    { tsConfig: extractTSConfig(resolve(ROOT, 'tsconfig.json')) },
  );
  const modules = readdirSync(resolve(ROOT, MODULES_DIR), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  return collapseToModules(modules, (result.output as ICruiseResult).modules);
}

async function main(mode: string | undefined) {
  if (mode !== '--write' && mode !== '--check') throw new Error('Usage: tsx scripts/module-graph.ts --write | --check');
  process.chdir(ROOT);
  const graph = await readModuleGraph();
  const path = resolve(ROOT, DOC);
  const document = readFileSync(path, 'utf8');
  if (mode === '--write') {
    writeFileSync(path, withPicture(document, renderMermaid(graph)));
    const problems = twoWayProblems(graph);
    console.log(`${DOC}: module graph written.`);
    if (problems.length > 0) console.error(problems.join('\n'));
    process.exitCode = problems.length > 0 ? 1 : 0;
    return;
  }
  const problems = checkProblems(document, graph);
  if (problems.length > 0) {
    console.error(`Module graph (scripts/module-graph.ts):\n${problems.map((p) => `  ✘ ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) await main(process.argv[2]);
