import { Readable } from 'node:stream';
import { reportEndpoints } from '#contracts/reports';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import { getFinancialReport, listReportTransactions, reportCsv } from './reports.service.ts';

export async function reportRoutes(app: AppInstance) {
  const ctx = app.ctx;
  route(app, reportEndpoints.get, async (req) => getFinancialReport(ctx, req.query.period));
  route(app, reportEndpoints.transactions, async (req) => listReportTransactions(ctx, req.query.period, req.query.page));
  route(app, reportEndpoints.csv, async (req, reply) => {
    const { fileName, csv } = await reportCsv(ctx, req.query.period, req.query.table);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(typeof csv === 'string' ? csv : Readable.from(csv));
  });
}
