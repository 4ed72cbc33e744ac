import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { reportEndpoints } from '#contracts/reports';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { subscribedStudent } from './billing-test-helpers.ts';

// Issue 14 item 6 / issue 13 item 5: a cancellation within the 7-day guarantee, seen by the
// financial reports: the payment leaves the revenue, the refund is counted on its date, the
// subscription leaves the MRR at once and counts as a cancellation (churn).
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const report = async () => (await t.call(reportEndpoints.get, { query: { period: 30 }, cookie: admin })).body;

describe('a refunded (7-day guarantee) subscription in the reports', () => {
  it('is not revenue, is a refund of its day, leaves the MRR and counts as cancelled', async () => {
    const student = await subscribedStudent(t, 'quarterly', { withinGuarantee: true });
    const paid = await report();
    // Same instant: the 30-day window does not move between the two reports.
    const cancelled = await t.call(billingEndpoints.cancel, { cookie: student.cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.hasAccess).toBe(false);
    const after = await report();

    expect(after.summary.revenueCents).toBe(paid.summary.revenueCents - 11970);
    expect(after.summary.refundsCents).toBe(paid.summary.refundsCents + 11970);
    expect(after.summary.paidTransactions).toBe(paid.summary.paidTransactions - 1);
    // The provider's fee stays an expense; the refund is not one (it already left the revenue).
    expect(after.summary.feesCents).toBe(paid.summary.feesCents);
    expect(after.summary.expensesCents).toBe(paid.summary.expensesCents);
    expect(after.summary.mrrCents).toBe(paid.summary.mrrCents - 3990);
    expect(after.summary.renewingSubscribers).toBe(paid.summary.renewingSubscribers - 1);
    expect(after.summary.activeSubscribers).toBe(paid.summary.activeSubscribers - 1);
    expect(after.summary.cancelledSubscribers).toBe(paid.summary.cancelledSubscribers + 1);
    expect(after.plans.find((p) => p.planId === 'quarterly')!.revenueCents).toBe(paid.plans.find((p) => p.planId === 'quarterly')!.revenueCents - 11970);

    const rows = (await t.call(reportEndpoints.transactions, { query: { period: 30, page: 1 }, cookie: admin })).body.items;
    expect(rows.find((r) => r.userEmail === student.email)).toMatchObject({ status: 'reembolsado', statusLabel: 'Reembolsado', methodLabel: 'Cartão de crédito' });
  });
});
