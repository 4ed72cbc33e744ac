// ESLint checks what lives inside a file; the import boundaries between folders are in
// .dependency-cruiser.cjs and unused exports across files in knip.json (`npm run lint` runs all three).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
