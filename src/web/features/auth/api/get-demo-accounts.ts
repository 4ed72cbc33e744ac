import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoAccount } from '#contracts/auth';
import { authApi } from './endpoints.ts';

export const demoAccountsQueryOptions = queryOptions<DemoAccount[]>({ queryKey: [authApi.demoAccounts.path] });

export const useDemoAccounts = () => useQuery(demoAccountsQueryOptions);
