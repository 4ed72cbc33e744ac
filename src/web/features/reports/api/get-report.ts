import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type FinancialReport, type ReportPeriod } from '#contracts/reports';
import { apiRequest } from '#web/lib/api-client.ts';

export const reportKeys = {
  report: (period: ReportPeriod) => ['reports', 'summary', period] as const,
  transactions: (period: ReportPeriod, page: number) => ['reports', 'transactions', period, page] as const,
};

export const getReport = (period: ReportPeriod): Promise<FinancialReport> => apiRequest(reportEndpoints.get, { query: { period } });

export const reportQueryOptions = (period: ReportPeriod) =>
  queryOptions({ queryKey: reportKeys.report(period), queryFn: () => getReport(period), placeholderData: keepPreviousData });

export const useReport = (period: ReportPeriod) => useQuery(reportQueryOptions(period));
