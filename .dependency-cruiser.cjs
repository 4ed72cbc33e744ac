// The architecture of EduIA as import rules (issue 9). `npm run lint` fails on any of them.
// Read docs/architecture.md for the picture; each rule below says in one line why it exists.
// Every dependency counts: `import`, `import type`, `export … from` and dynamic `import()`.

/** A module's public door: `src/server/modules/<m>/<m>.service.ts` (the file named after its folder). */
const MODULE_SERVICE = '^src/server/modules/([^/]+)/\\1\\.service\\.ts$';

/**
 * Features that `components/layout/` may import — the one named exception to
 * "components never import features". Layout draws the session menu and sign-out (auth), the
 * notification bell (notifications) and the brand, whose name is the `platformName` setting (settings).
 */
const LAYOUT_MAY_IMPORT_FEATURES = ['auth', 'notifications', 'settings'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ── Everywhere ───────────────────────────────────────────────────────────────────────
    {
      name: 'no-circular',
      comment:
        'No import cycles, type-only imports included: a cycle means two files are one unit in disguise ' +
        '(put the shared piece in a third file, e.g. AppContext lives in src/server/context.ts).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve hides the edge from every rule here (and breaks the build).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },

    // ── Contracts: shared by browser and server, so they depend on neither ─────────────────
    {
      name: 'contracts-import-no-app-code',
      comment: 'src/contracts is the shared language of server and web: it may import only other contracts and zod.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^(src/(server|web)/|scripts/|tests/)' },
    },

    // ── Server ─────────────────────────────────────────────────────────────────────────────
    {
      name: 'server-module-door-is-its-service',
      comment:
        'Services are the only door between modules: modules/A may import from modules/B only B/B.service.ts ' +
        '(never its repository, routes or helpers) — so B alone decides how its tables and rules are used.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: { path: '^src/server/modules/', pathNot: ['^src/server/modules/$1/', MODULE_SERVICE] },
    },
    {
      name: 'server-plugins-use-module-services-only',
      comment: 'Plugins are cross-cutting (session, errors, routes): they may use a module, but only through its service.',
      severity: 'error',
      from: { path: '^src/server/plugins/' },
      to: { path: '^src/server/modules/', pathNot: MODULE_SERVICE },
    },
    {
      name: 'server-app-is-imported-by-main-and-tests-only',
      comment:
        'app.ts wires every module; importing it back from a module, plugin, lib or db recreates the cycle issue 9 removed — ' +
        'use AppContext/AppInstance from src/server/context.ts (tests may build the app).',
      severity: 'error',
      from: { path: '^src/server/(modules|plugins|lib|db)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/app\\.ts$' },
    },
    {
      name: 'server-lib-is-generic',
      comment: 'src/server/lib is generic infrastructure (clock, ids, mailer, passwords): it knows no domain, plugin or app wiring.',
      severity: 'error',
      from: { path: '^src/server/lib/' },
      to: { path: '^src/server/(modules|plugins|testing)/|^src/server/(app|main|context)\\.ts$' },
    },
    {
      name: 'server-migrations-are-frozen',
      comment: 'A migration is frozen in time: it may not import app code that will change after it has run (only kysely and other migrations).',
      severity: 'error',
      from: { path: '^src/server/db/migrations/' },
      to: { path: '^src/', pathNot: '^src/server/db/migrations/' },
    },
    {
      name: 'server-production-code-not-to-testing',
      comment: 'Test factories and buildTestApp() never ship: nothing the server runs (reachable from main.ts) imports src/server/testing.',
      severity: 'error',
      from: { path: '^src/server/main\\.ts$' },
      to: { path: '^src/server/testing/', reachable: true },
    },
    {
      name: 'server-not-to-web',
      comment: 'The server never imports browser code; what both need belongs in src/contracts.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },

    // ── Web ────────────────────────────────────────────────────────────────────────────────
    {
      name: 'web-feature-not-to-other-feature',
      comment: 'Features do not import each other: pages compose them (shared UI goes to components/, shared logic to lib/).',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-feature-not-to-app-or-pages',
      comment: 'A feature sits below app/ and pages/: typed paths come from lib/paths.ts, never from app/.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/(app|pages)/' },
    },
    {
      name: 'web-components-not-to-features',
      comment: 'components/ are domain-free building blocks, so they never import a feature (layout has its own rule below).',
      severity: 'error',
      from: { path: '^src/web/components/', pathNot: '^src/web/components/layout/' },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'web-layout-features-allowlist',
      comment:
        'The one named exception: components/layout/ draws the session menu and notification bell, so it may import ' +
        'only the features in LAYOUT_MAY_IMPORT_FEATURES at the top of this file.',
      severity: 'error',
      from: { path: '^src/web/components/layout/' },
      to: { path: '^src/web/features/', pathNot: `^src/web/features/(${LAYOUT_MAY_IMPORT_FEATURES.join('|')})/` },
    },
    {
      name: 'web-components-not-to-app-or-pages',
      comment: 'components/ sit below app/ and pages/ (typed paths come from lib/paths.ts).',
      severity: 'error',
      from: { path: '^src/web/components/' },
      to: { path: '^src/web/(app|pages)/' },
    },
    {
      name: 'web-lib-is-generic',
      comment: 'src/web/lib (api client, query client, formatting, paths) is used by everything, so it imports none of it.',
      severity: 'error',
      from: { path: '^src/web/lib/' },
      to: { path: '^src/web/(features|components|app|pages)/' },
    },
    {
      name: 'web-not-to-server',
      comment: 'Browser code never imports the server (it would ship Node code to the bundle); share through src/contracts.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
  ],
  options: {
    // Only our own code; npm packages are leaves.
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(src|scripts|tests)/|^[.#]',
    exclude: { path: '(^|/)node_modules/|\\.d\\.ts$' },
    // Count `import type` and type-only `export … from`: the AppContext cycle was type-only.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // `#server/*`, `#web/*`, `#contracts/*` resolve through package.json "imports".
    enhancedResolveOptions: {
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
