import { settingsEndpoints } from '#contracts/settings';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';

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
}
