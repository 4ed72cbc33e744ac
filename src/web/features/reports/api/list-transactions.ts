import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type ReportPeriod } from '#contracts/reports';
import { apiRequest } from '#web/lib/api-client.ts';
import { reportKeys } from './get-report.ts';

export const listTransactions = (period: ReportPeriod, page: number) => apiRequest(reportEndpoints.transactions, { query: { period, page } });

export const useTransactions = (period: ReportPeriod, page: number) =>
  useQuery({ queryKey: reportKeys.transactions(period, page), queryFn: () => listTransactions(period, page), placeholderData: keepPreviousData });
