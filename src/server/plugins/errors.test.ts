import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errors.ts';

// What a request gets when PostgreSQL's pool has no connection free within its wait (every
// connection busy with slow calls): a 503 in Portuguese with Retry-After, not a 500, since
// nothing is broken. The error is the pool's own (pg-pool's text is what errorHandler matches).
const PG_URL = process.env.TEST_DATABASE_URL;

async function poolTimeoutError(): Promise<Error> {
  if (!PG_URL) return new Error('timeout exceeded when trying to connect');
  const pool = new pg.Pool({ connectionString: PG_URL, max: 1, connectionTimeoutMillis: 100 });
  const held = await pool.connect();
  try {
    return await pool.connect().then(
      () => new Error('a second connection was given'),
      (error: Error) => error,
    );
  } finally {
    held.release();
    await pool.end();
  }
}

describe('a request that finds every database connection busy', () => {
  it('is answered 503 with a Portuguese message and Retry-After', async () => {
    const error = await poolTimeoutError();
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/ocupado', async () => {
      throw error;
    });
    app.get('/quebrado', async () => {
      throw new Error('outra coisa');
    });
    try {
      const busy = await app.inject({ method: 'GET', url: '/ocupado' });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({ message: 'O servidor está ocupado no momento. Tente novamente em alguns segundos.' });
      // Any other error stays a 500.
      expect((await app.inject({ method: 'GET', url: '/quebrado' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});
