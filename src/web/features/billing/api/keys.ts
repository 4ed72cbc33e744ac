/** Query keys of the billing domain; mutations invalidate through these. */
export const billingKeys = {
  all: ['billing'] as const,
  plans: ['billing', 'plans'] as const,
  subscription: ['billing', 'subscription'] as const,
  payments: ['billing', 'payments'] as const,
  charge: (paymentId: string) => ['billing', 'charges', paymentId] as const,
};
