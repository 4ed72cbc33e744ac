import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { seedDatabase } from '#server/db/seed/index';
import { SettingsService } from '#server/modules/settings/settings.service';
import { createAdministrator } from '#server/modules/users/users.service';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

// Issue 10 item 6: demo accounts exist only where the operator asks for them (DEMO_DATA).

describe('with demo data (npm start, DEMO_DATA=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('lists the role cards and signs in as each demo account', async () => {
    expect(t.app.ctx.config.DEMO_DATA).toBe(true);
    expect((await t.call(authEndpoints.demoAccounts)).body).toEqual(DEMO_ACCOUNTS);
    for (const { role } of DEMO_ACCOUNTS) {
      expect((await t.call(authEndpoints.demoLogin, { params: { role } })).body.status, role).toBe('signed-in');
    }
  });
});

describe('a deployment without demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    // What main.ts does on a new database without DEMO_DATA.
    await seedDatabase({ db: t.db, now: t.clock.now(), settings: new SettingsService(t.db, t.clock), demo: false, audit: t.app.ctx.audit });
  });
  afterAll(async () => t.close());

  it('has settings and plans but no demo user, and its demo endpoints answer 404', async () => {
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
    expect((await t.db.selectFrom('plans').select('id').execute()).length).toBe(3);
    const list = await t.call(authEndpoints.demoAccounts);
    expect(list.status).toBe(404);
    for (const { role } of DEMO_ACCOUNTS) {
      const res = await t.call(authEndpoints.demoLogin, { params: { role } });
      expect(res.status, role).toBe(404);
      expect(res.cookie).toBeUndefined();
    }
  });

  it('admin:create refuses a weak password, then creates the first administrator, who signs in', async () => {
    const ctx = t.app.ctx;
    await expect(createAdministrator(ctx, { name: 'Operadora', email: 'ops@escola.com.br', password: 'fraca' })).rejects.toThrow(/pelo menos 8 caracteres/);
    await expect(createAdministrator(ctx, { name: 'Operadora', email: 'ops@escola.com.br', password: 'semnumeroS' })).rejects.toThrow(/número/);
    await createAdministrator(ctx, { name: 'Operadora', email: 'OPS@escola.com.br', password: 'Forte@2026x' });
    await expect(createAdministrator(ctx, { name: 'Outra', email: 'ops@escola.com.br', password: 'Forte@2026x' })).rejects.toThrow(/Já existe/);
    const cookie = await t.signIn('ops@escola.com.br', 'Forte@2026x');
    expect((await t.call(authEndpoints.me, { cookie })).body).toMatchObject({ role: 'admin', name: 'Operadora' });
  });
});

describe('a database that kept the seeded users, started without DEMO_DATA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { DEMO_DATA: false } });
  });
  afterAll(async () => t.close());

  it('still refuses the demo endpoints (nobody becomes admin from the landing page)', async () => {
    expect((await t.call(authEndpoints.demoAccounts)).status).toBe(404);
    expect((await t.call(authEndpoints.demoLogin, { params: { role: 'admin' } })).status).toBe(404);
  });
});
