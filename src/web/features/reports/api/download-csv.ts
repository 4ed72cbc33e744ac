import { useMutation } from '@tanstack/react-query';
import { reportEndpoints, type ReportCsvTable, type ReportPeriod } from '#contracts/reports';
import { downloadFile, endpointUrl } from '#web/lib/api-client.ts';

/** Saves one table of the report as CSV (the server names the file). */
export const downloadReportCsv = ({ period, table }: { period: ReportPeriod; table: ReportCsvTable }) =>
  downloadFile(endpointUrl(reportEndpoints.csv, { query: { period, table } }), `relatorio-${table}-${period}-dias.csv`);

export const useDownloadReportCsv = () => useMutation({ mutationFn: downloadReportCsv });
