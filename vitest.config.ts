import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// API and unit tests. Each test app gets its own fresh database: a copy of a template that
// global-setup.ts migrates and seeds once per run (in-memory SQLite, or a PostgreSQL database
// made from a template database when TEST_DATABASE_URL is set).
const TESTS = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];
// Files that replace a module with vi.mock need modules of their own; the others share one
// module cache per worker (importing the server anew for every file cost more than its tests).
// Found by reading the test files, so a new file that mocks cannot share a cache by mistake.
const MOCKING_MODULES = ['src', 'scripts'].flatMap(testFilesIn).filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')));

function testFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesIn(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Both cores (vitest's default leaves one to itself, which idles while the tests run).
    maxWorkers: 2,
    globalSetup: ['src/server/testing/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'shared-modules', include: TESTS, exclude: MOCKING_MODULES, isolate: false } },
      { extends: true, test: { name: 'own-modules', include: MOCKING_MODULES, isolate: true } },
    ],
  },
});
