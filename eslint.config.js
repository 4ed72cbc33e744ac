// ESLint checks what lives inside a file; the import boundaries between folders are in
// .dependency-cruiser.cjs and unused exports across files in knip.json (`npm run lint` runs all three).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The root of `a.b(…).c`: `a`. */
const rootOf = (node) => {
  let current = node;
  while (current.type === 'MemberExpression' || current.type === 'CallExpression' || current.type === 'TSNonNullExpression') {
    current = current.type === 'MemberExpression' ? current.object : current.type === 'CallExpression' ? current.callee : current.expression;
  }
  return current.type === 'Identifier' ? current.name : null;
};
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/**
 * A module-level value in src/web that builds a zod schema (`z.…(…)`, `zodResolver(…)`) or reads one
 * (`SomeSchema.pick(…)`, `SomeSchema.shape`) must be `lazySchema(() => …)` (src/web/lib/lazy-schema.ts)
 * or move into the component: a schema built while its chunk starts is work on every page's start-up.
 * In the component too it is built on first use (`useMemo(() => lazySchema(() => …))`, with
 * `formResolver`): built as the form renders, it is work inside the page's hydration.
 */
const lazyModuleSchemas = {
  meta: {
    type: 'problem',
    messages: { eager: 'Built when the module loads: wrap it in lazySchema(() => …) (#web/lib/lazy-schema.ts), also when the component builds it.' },
    schema: [],
  },
  create(context) {
    const keys = context.sourceCode.visitorKeys;
    const findEager = (node) => {
      if (!node || typeof node.type !== 'string' || FUNCTIONS.has(node.type)) return null;
      if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'lazySchema') return null;
      if (node.type === 'CallExpression' && (rootOf(node.callee) === 'z' || rootOf(node.callee) === 'zodResolver')) return node;
      if (node.type === 'MemberExpression' && /Schema$/.test(rootOf(node) ?? '')) return node;
      for (const key of keys[node.type] ?? []) {
        for (const child of [node[key]].flat()) {
          const found = findEager(child);
          if (found) return found;
        }
      }
      return null;
    };
    const check = (declarator) => {
      const eager = findEager(declarator.init);
      if (eager) context.report({ node: eager, messageId: 'eager' });
    };
    return {
      'Program > VariableDeclaration > VariableDeclarator': check,
      'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator': check,
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'data/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // Syntax only, not type-aware: a type-aware run costs ≈ 30 s more on 2 cores (tsc already checks types in `npm test`).
      parser: tseslint.parser,
    },
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Dead code is a lie about what the program does; a deliberately unused name starts with `_`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'after-used', argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Hooks called conditionally break React's state order; a missing effect dependency shows stale data.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A relative path that climbs out of its folder hides a dependency between areas: cross folders with #server/*, #web/*, #contracts/*.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./', message: 'Use the #server/*, #web/* or #contracts/* alias to cross folders.' }] },
      ],
    },
  },
  {
    // Zod schemas at module level in the browser are built lazily: at start-up they were one long task on a phone (issue 15).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { eduia: { rules: { 'lazy-module-schemas': lazyModuleSchemas } } },
    rules: { 'eduia/lazy-module-schemas': 'error' },
  },
  {
    // Modules get the app's types from context.ts; app.ts imports every module, so importing it back is a cycle.
    files: ['src/server/modules/**', 'src/server/plugins/**', 'src/server/lib/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '#server/app', message: 'Import AppContext/AppInstance from #server/context; app.ts imports you.' }],
          patterns: [{ regex: '^\\.\\./\\.\\./', message: 'Use the #server/*, #web/* or #contracts/* alias to cross folders.' }],
        },
      ],
    },
  },
);
