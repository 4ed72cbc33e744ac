import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ARGS } from './server-process.ts';

describe('the built server is started one way', () => {
  it('npm start and npm run serve pass the same node flags as the scripts that start it', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    for (const name of ['start', 'serve']) expect(scripts[name]).toContain(`node ${SERVER_ARGS.join(' ')}`);
  });
});
