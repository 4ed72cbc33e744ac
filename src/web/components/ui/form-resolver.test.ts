import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '#web/lib/lazy-schema.ts';
import { formResolver } from './form.tsx';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('formResolver', () => {
  it('builds the schema when the form first validates, not when the form is made (its render)', async () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().min(3, 'Nome muito curto') });
    });
    const resolver = formResolver(schema);
    expect(builds).toBe(0);

    const refused = await resolver({ name: 'Al' }, undefined, resolverOptions);
    expect(builds).toBe(1);
    expect(refused.errors).toMatchObject({ name: { message: 'Nome muito curto' } });

    const accepted = await resolver({ name: 'Alice' }, undefined, resolverOptions);
    expect(builds).toBe(1);
    expect(accepted).toEqual({ values: { name: 'Alice' }, errors: {} });
  });

  it('passes the schema and resolver options on (raw: the values as typed)', async () => {
    const schema = z.object({ phone: z.string().transform((value) => value.replace(/\D/g, '')) });
    expect(await formResolver(schema)({ phone: '(11) 9' }, undefined, resolverOptions)).toEqual({ values: { phone: '119' }, errors: {} });
    expect(await formResolver(schema, undefined, { raw: true })({ phone: '(11) 9' }, undefined, resolverOptions)).toEqual({ values: { phone: '(11) 9' }, errors: {} });
  });
});
