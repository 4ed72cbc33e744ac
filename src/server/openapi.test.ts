import { BaseResolver, createConfig, lintDocument, makeDocumentFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

/** Lints an OpenAPI document with Redocly's `recommended` rules (which include the spec's structural validation). */
export async function lintOpenApi(document: unknown): Promise<NormalizedProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  return lintDocument({
    document: makeDocumentFromString(JSON.stringify(document), '/openapi.json'),
    config,
    externalRefResolver: new BaseResolver(),
  });
}

function describeProblem(problem: NormalizedProblem): string {
  return `${problem.severity} ${problem.ruleId}: ${problem.message} @ ${problem.location[0]?.pointer ?? ''}`;
}

describe('API description (/api/docs/json)', () => {
  let t: TestApp;
  let spec: any;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    const res = await t.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    spec = res.body;
  });
  afterAll(async () => t?.close());

  it('validates as OpenAPI 3.1 and lints with no error under Redocly recommended', async () => {
    expect(spec.openapi).toBe('3.1.0');
    const problems = await lintOpenApi(spec);
    const errors = problems.filter((p) => p.severity === 'error').map(describeProblem);
    if (process.env.OPENAPI_LINT_VERBOSE) console.log(problems.map(describeProblem).join('\n'));
    expect(errors).toEqual([]);
  });
});
