import { useMutation } from '@tanstack/react-query';
import { billingEndpoints, type CouponQuote } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';

export const checkCoupon = (input: { code: string; planId: string }): Promise<CouponQuote> =>
  apiRequest(billingEndpoints.checkCoupon, { body: input });

export const useCheckCoupon = () => useMutation({ mutationFn: checkCoupon });
