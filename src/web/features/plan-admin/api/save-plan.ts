import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planAdminEndpoints, type PlanInput } from '#contracts/plan-admin';
import { apiRequest } from '#web/lib/api-client.ts';
import { planAdminQueryKey } from './get-admin-plans.ts';

/** Creates a plan (no id) or saves an edit based on `version`. */
export const savePlan = ({ id, version, body }: { id: string | null; version: number; body: PlanInput }) =>
  id === null ? apiRequest(planAdminEndpoints.createPlan, { body }) : apiRequest(planAdminEndpoints.updatePlan, { params: { id }, body: { ...body, version } });

/** Settled either way: a 409 means the list is stale, so it reloads. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePlan, onSettled: () => queryClient.invalidateQueries({ queryKey: [...planAdminQueryKey, 'plans'] }) });
}
