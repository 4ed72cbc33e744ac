/**
 * The sandbox provider's webhook key on the e2e servers (playwright.config.ts gives it to them
 * as PAYMENT_WEBHOOK_SECRET), known to the journeys that play the provider and sign a delivery
 * themselves (billing/late-pix-refund.spec.ts).
 */
export const E2E_PAYMENT_WEBHOOK_SECRET = process.env.E2E_PAYMENT_WEBHOOK_SECRET ?? 'e2e-webhook-secret-0123456789abcdef0123456789';
