import { certificateEndpoints } from '#contracts/certificates';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import * as certificates from './certificates.service.ts';

export async function certificateRoutes(app: AppInstance) {
  route(app, certificateEndpoints.list, async (req) => ({ items: await certificates.listCertificates(app.ctx, req.user.id) }));

  route(app, certificateEndpoints.download, async (req, reply) => {
    const { pdf, fileName } = await certificates.renderCertificatePdf(app.ctx, req.user.id, req.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  // Public: rate-limited so codes cannot be guessed in bulk.
  route(app, certificateEndpoints.verify, async (req) => certificates.verifyCertificate(app.ctx, req.params.code), {
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });
}
