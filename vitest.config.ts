import { defineConfig } from 'vitest/config';

// API and unit tests. Each test file builds its own app on a fresh database
// (in-memory SQLite, or a fresh PostgreSQL schema when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
