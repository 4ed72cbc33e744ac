import { adminSettingsEndpoints, settingsEndpoints } from '#contracts/settings';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import * as settings from './settings.service.ts';

export async function settingsRoutes(app: AppInstance) {
  route(app, settingsEndpoints.public, async () => {
    const { platform, security } = await app.ctx.settings.get();
    return {
      platformName: platform.platformName,
      maintenanceMode: platform.maintenanceMode,
      supportEmail: platform.supportEmail,
      passwordMinLength: security.passwordMinLength,
      maxUploadSize: platform.maxUploadSize,
    };
  });
  route(app, settingsEndpoints.policy, async (req) => settings.getPublicPolicy(app.ctx, req.params.policy));

  const e = adminSettingsEndpoints;
  const actor = (req: { user: { id: string }; ip: string }) => ({ id: req.user.id, ip: req.ip });
  route(app, e.getPlatform, async () => settings.getPlatformSettings(app.ctx));
  route(app, e.savePlatform, async (req) => settings.savePlatformSettings(app.ctx, actor(req), req.body));
  route(app, e.getEmail, async () => settings.getEmailSettings(app.ctx));
  route(app, e.saveEmail, async (req) => settings.saveEmailSettings(app.ctx, actor(req), req.body));
  // An SMTP round trip per call: a few a minute is enough to try a configuration.
  route(app, e.sendTestEmail, async (req) => settings.sendTestEmail(app.ctx, req.user, req.ip), {
    rateLimit: { max: 5, timeWindow: '1 minute', keyGenerator: (req) => `test-mail:${req.user?.id ?? req.ip}` },
  });
  route(app, e.getSecurity, async () => settings.getSecuritySettings(app.ctx));
  route(app, e.saveSecurity, async (req) => settings.saveSecuritySettings(app.ctx, actor(req), req.body));
  route(app, e.getPolicies, async () => settings.getPolicySettings(app.ctx));
  route(app, e.savePolicies, async (req) => settings.savePolicySettings(app.ctx, actor(req), req.body));
  route(app, e.getRetention, async () => settings.getRetentionSettings(app.ctx));
  route(app, e.saveRetention, async (req) => settings.saveRetentionSettings(app.ctx, actor(req), req.body));
  route(app, e.policyHistory, async () => settings.listPolicyHistory(app.ctx));
}
