import { describe, expect, it } from 'vitest';
import { checkProblems, collapseToModules, END_MARKER, renderMermaid, START_MARKER, twoWayPairs, withPicture, type ModuleGraph } from './module-graph.ts';

// The check behind `npm run lint`: the committed module picture must be the one the code
// draws, and no two modules may depend on each other both ways unless the pair is allowed.

const file = (source: string, ...imports: string[]) => ({ source, dependencies: imports.map((resolved) => ({ resolved })) });
const m = (name: string, file = `${name}.service.ts`) => `src/server/modules/${name}/${file}`;

const graphOf = (edges: Record<string, string[]>): ModuleGraph => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

const documentFor = (graph: ModuleGraph) => withPicture(`# Architecture\n\n${START_MARKER}\n${END_MARKER}\n\nAfter.\n`, renderMermaid(graph));

describe('collapseToModules', () => {
  it('turns file imports into module edges, leaving out tests, imports inside a module and code outside the modules', () => {
    const graph = collapseToModules(['auth', 'health', 'users', 'courses'], [
      file(m('auth', 'auth.service.ts'), m('users'), m('auth', 'auth.repository.ts'), 'src/server/lib/clock.ts'),
      file(m('auth', 'password-reset.service.ts'), m('users')),
      file(m('courses', 'courses.test.ts'), m('auth')),
      file('src/server/app.ts', m('courses')),
      file(m('users', 'users.routes.ts'), m('auth', 'auth.service.ts')),
    ]);
    expect(Object.fromEntries([...graph].map(([from, to]) => [from, [...to]]))).toEqual({ auth: ['users'], courses: [], health: [], users: ['auth'] });
    expect(twoWayPairs(graph)).toEqual(['auth users']);
  });
});

describe('renderMermaid', () => {
  it('draws one edge per dependency, a two-way pair as one <--> edge, a module without edges alone, and the counts', () => {
    const picture = renderMermaid(graphOf({ a: ['b', 'c'], b: ['a'], c: [], d: [] }));
    expect(picture).toBe(['```mermaid', 'graph LR', '  a <--> b', '  a --> c', '  d', '```', '', '4 modules, 3 dependencies between them, 1 pair both ways.'].join('\n'));
  });
});

describe('checkProblems', () => {
  const allowed = { 'a b': 'a reads what b owns; b reads what a owns.' };
  const graph = graphOf({ a: ['b'], b: ['a', 'c'], c: [] });

  it('passes when the picture is current and every two-way pair is allowed', () => {
    expect(checkProblems(documentFor(graph), graph, allowed)).toEqual([]);
  });

  it('finds a stale picture: a dependency added or removed since it was drawn', () => {
    const drawn = documentFor(graph);
    const added = graphOf({ a: ['b', 'c'], b: ['a', 'c'], c: [] });
    const removed = graphOf({ a: ['b'], b: ['a'], c: [] });
    for (const now of [added, removed]) {
      expect(checkProblems(drawn, now, allowed)).toEqual([expect.stringContaining('the module graph is stale')]);
    }
    // Only the block between the markers is the picture: the rest of the document is left alone.
    expect(documentFor(added)).toMatch(/^# Architecture\n\n<!-- module-graph:start[^\n]*-->\n```mermaid\n[\s\S]*\n<!-- module-graph:end -->\n\nAfter\.\n$/);
  });

  it('finds a new two-way pair, even with a current picture', () => {
    const withCycle = graphOf({ a: ['b'], b: ['a', 'c'], c: ['b'] });
    expect(checkProblems(documentFor(withCycle), withCycle, allowed)).toEqual([expect.stringMatching(/^b ↔ c: a new two-way dependency/)]);
  });

  it('finds an allowed pair that no longer depends both ways, so the list stays true', () => {
    const oneWay = graphOf({ a: ['b'], b: ['c'], c: [] });
    expect(checkProblems(documentFor(oneWay), oneWay, allowed)).toEqual([expect.stringMatching(/^a ↔ b: listed in TWO_WAY_ALLOWED but no longer/)]);
  });

  it('refuses a document without the markers', () => {
    expect(() => checkProblems('# Architecture\n', graph, allowed)).toThrow(/module-graph:start/);
  });
});
