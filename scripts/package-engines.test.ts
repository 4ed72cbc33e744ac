import { readFileSync } from 'node:fs';
import semver from 'semver';
import { expect, it } from 'vitest';

// package.json promises Node ≥ 20.19 (what the machines that install EduIA run). A dependency
// that asks for a newer Node (cookie 2 asks for Node 22) makes `npm install` warn and may call
// what Node 20 lacks, so the lock file may only hold packages that accept that version.
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

it('every package in the lock file accepts the oldest Node that package.json promises', () => {
  const oldest = semver.minVersion(readJson('package.json').engines.node)!;
  const packages: Record<string, { version?: string; engines?: unknown }> = readJson('package-lock.json').packages;
  const refusing = Object.entries(packages)
    .filter(([path, entry]) => path !== '' && typeof (entry.engines as { node?: unknown } | undefined)?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node))
    .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} (node ${(entry.engines as { node: string }).node})`);
  expect(oldest.version).toBe('20.19.0');
  expect(refusing).toEqual([]);
});
