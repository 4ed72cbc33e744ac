import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsEndpoints } from '#contracts/settings';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /api/settings/public', () => {
  it('gives anyone the brand and the password policy from the stored settings (spec section 9 defaults)', async () => {
    const res = await t.call(settingsEndpoints.public);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ platformName: 'EduIA', maintenanceMode: false, supportEmail: 'suporte@eduia.com.br', passwordMinLength: 8, maxUploadSize: 100 });
  });

  it('follows a settings change on the next request', async () => {
    const { security, platform } = await t.app.ctx.settings.get();
    await t.app.ctx.settings.update('security', { ...security, passwordMinLength: 12 });
    await t.app.ctx.settings.update('platform', { ...platform, platformName: 'EduIA Escola' });
    const res = await t.call(settingsEndpoints.public);
    expect(res.body).toMatchObject({ platformName: 'EduIA Escola', passwordMinLength: 12 });
  });
});

describe('stored settings', () => {
  it('a field no longer valid (or a broken row) reads as its default, never as an error', async () => {
    const { security } = await t.app.ctx.settings.get();
    await t.db.updateTable('settings').set({ value: JSON.stringify({ ...security, passwordMinLength: 6, maxLoginAttempts: 7 }) }).where('key', '=', 'security').execute();
    await t.db.updateTable('settings').set({ value: '{não é json' }).where('key', '=', 'policies').execute();
    t.app.ctx.settings.invalidate();
    try {
      const settings = await t.app.ctx.settings.get();
      expect(settings.security).toMatchObject({ passwordMinLength: 8, maxLoginAttempts: 7 });
      expect(settings.policies.terms).toBe(DEFAULT_SETTINGS.policies.terms);
      expect((await t.call(settingsEndpoints.public)).status).toBe(200);
    } finally {
      await t.app.ctx.settings.update('security', security);
    }
  });
});
