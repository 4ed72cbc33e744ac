import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// The demo data shows only states the product itself can reach: a seeded row breaking a rule
// the services enforce would show visitors something the platform never does (issue 28 item 4:
// card payments shown as "Pendente", when a card is approved or refused at once).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the demo seed obeys the rules of the services', () => {
  it('payments: a card is approved, refused or refunded, never waiting; only an issued Pix or boleto waits or expires', async () => {
    const payments = await t.db.selectFrom('payments').select(['id', 'status', 'method', 'expiresAt', 'providerReference', 'pixPayload', 'boletoBarcode', 'failureReason', 'cardBrand']).execute();
    expect(payments.length).toBeGreaterThan(0);
    const broken = payments.filter((p) => {
      if (p.method === 'card') return !['pago', 'recusado', 'reembolsado'].includes(p.status) || (p.status === 'recusado' && !p.failureReason);
      // Pix and boleto (charges.service): never refused; a waiting or expired charge was issued by the provider and has its deadline.
      if (p.status === 'recusado') return true;
      if (p.status === 'pendente' || p.status === 'expirado') {
        // What the payer is shown to pay: only a waiting charge needs its code.
        return !p.expiresAt || !p.providerReference || (p.status === 'pendente' && (p.method === 'pix' ? !p.pixPayload : !p.boletoBarcode));
      }
      return false;
    });
    expect(broken).toEqual([]);
  });

  it('a waiting Pix or boleto belongs to a payer whose CPF is on file (the checkout asks for it)', async () => {
    const waiting = await t.db
      .selectFrom('payments')
      .innerJoin('users', 'users.id', 'payments.userId')
      .select(['payments.id', 'users.cpf'])
      .where('payments.status', 'in', ['pendente', 'expirado'])
      .execute();
    expect(waiting.filter((p) => !p.cpf)).toEqual([]);
  });

  it('holds nothing older than the default retention periods: the first daily run on a new installation removes nothing', async () => {
    // The test app has run every job once (buildTestApp waits for the scheduler's first runs).
    const applied = await t.db.selectFrom('auditLog').select('details').where('action', '=', 'retention.applied').execute();
    expect(applied.map((entry) => entry.details)).toEqual([]);
  });
});
