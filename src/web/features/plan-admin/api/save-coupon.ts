import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planAdminEndpoints, type CouponInput } from '#contracts/plan-admin';
import { apiRequest } from '#web/lib/api-client.ts';
import { planAdminQueryKey } from './get-admin-plans.ts';

/** Creates a coupon (no id) or saves an edit based on `version`. */
export const saveCoupon = ({ id, version, body }: { id: string | null; version: number; body: CouponInput }) =>
  id === null ? apiRequest(planAdminEndpoints.createCoupon, { body }) : apiRequest(planAdminEndpoints.updateCoupon, { params: { id }, body: { ...body, version } });

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCoupon, onSettled: () => queryClient.invalidateQueries({ queryKey: [...planAdminQueryKey, 'coupons'] }) });
}
