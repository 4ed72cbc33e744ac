import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parsePixPayload } from '#server/modules/billing/payment-codes/pix-brcode';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '#server/modules/billing/payment-codes/webhook-signature';
import { e2eDataDir, expect, mailsTo, test } from '../fixtures.ts';
import { E2E_PAYMENT_WEBHOOK_SECRET } from '../webhook-secret.ts';
import { signUpViaApi } from './billing-helpers.ts';

// Issue 23 ("Done when"): a Pix paid after "Gerar novo Pix" replaced it is never lost. The
// student pays the new code; the bank app still holding the first one pays it too, later: the
// provider's signed webhook arrives, the money goes back, and the student sees it and is told.

/** The txid a bank app reads from a BR Code (field 62, subfield 05), read by the platform's own parser. */
function txidOf(brCode: string): string {
  const { txid } = parsePixPayload(brCode);
  expect(txid, `no txid in ${brCode}`).toBeTruthy();
  return txid!;
}

/** The Pix's 30 minutes run out (the database's clock moves, not the test's). */
function expireCharge(email: string) {
  const db = new Database(join(e2eDataDir(), 'eduia.db'), { fileMustExist: true, timeout: 5000 });
  try {
    const past = new Date(Date.now() - 60_000).toISOString();
    const changed = db
      .prepare("UPDATE payments SET expires_at = ? WHERE status = 'pendente' AND method = 'pix' AND user_id = (SELECT id FROM users WHERE email = ?)")
      .run(past, email).changes;
    expect(changed).toBe(1);
  } finally {
    db.close();
  }
}

test('a Pix paid after "Gerar novo Pix" replaced it is refunded, and the student sees and is told', async ({ page }) => {
  const { email } = await signUpViaApi(page, 'Aluna Pix Tardio', 'pix-tardio');
  await page.goto('/assinatura/checkout/monthly');
  await page.getByRole('tab', { name: 'Pix' }).click();
  await page.getByLabel('CPF do pagador').fill('52998224725');
  await page.getByRole('button', { name: 'Gerar Pix de R$ 49,90' }).click();
  const firstCode = await page.getByLabel('Pix copia e cola').inputValue();
  const firstTxid = txidOf(firstCode);

  // The student does not pay in time; the page offers a new code.
  expireCharge(email);
  await expect(page.getByTestId('charge-expired')).toContainText('Este Pix expirou.', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Gerar novo Pix' }).click();
  await page.getByLabel('CPF do pagador').fill('52998224725');
  await page.getByRole('button', { name: 'Gerar Pix de R$ 49,90' }).click();
  await expect(page.getByLabel('Pix copia e cola')).not.toHaveValue(firstCode);
  expect(txidOf(await page.getByLabel('Pix copia e cola').inputValue())).not.toBe(firstTxid);

  // The new one is paid: the subscription starts.
  await page.getByTestId('sandbox-simulate').getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible({ timeout: 10_000 });

  // Later, the first code is paid too (a bank app still had it): the provider's signed webhook.
  const rawBody = JSON.stringify({ event: 'payment.confirmed', reference: firstTxid, amountCents: 4990, transactionId: `E${randomBytes(15).toString('hex').toUpperCase()}` });
  const t = Math.floor(Date.now() / 1000);
  const unsigned = await page.request.post('/api/billing/webhooks/sandbox', { headers: { 'content-type': 'application/json' }, data: rawBody });
  expect(unsigned.status()).toBe(401);
  const signature = signWebhook(E2E_PAYMENT_WEBHOOK_SECRET, rawBody, t);
  const late = await page.request.post('/api/billing/webhooks/sandbox', { headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature }, data: rawBody });
  expect(late.status(), await late.text()).toBe(200);

  // The student sees it: the first Pix is refunded in the history, the second one paid, the plan active.
  await page.goto('/aluno/assinatura');
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativo');
  const table = page.getByTestId('payment-history');
  const refunded = table.getByRole('row').filter({ hasText: 'Reembolsado' });
  await expect(refunded).toHaveCount(1);
  await expect(refunded).toContainText('Pix');
  await expect(refunded).toContainText('R$ 49,90');
  await expect(refunded.getByTestId('refund-note')).toHaveText(/^Pagamento devolvido em \d{2}\/\d{2}\/\d{4}$/);
  await expect(table.getByRole('row').filter({ hasText: 'Pago' })).toHaveCount(1);

  // … and is told: a notification and an e-mail, with the reason.
  await page.getByTestId('notification-bell').click();
  const notification = page.getByRole('menu').getByTestId('notification-item').filter({ hasText: 'Pagamento devolvido' });
  await expect(notification).toContainText('Devolvemos R$ 49,90: o pagamento chegou depois que a cobrança expirou ou foi substituída');
  await page.keyboard.press('Escape');
  const mail = mailsTo(email).find((m) => m.subject === 'Seu reembolso foi processado');
  expect(mail?.text).toContain('Devolvemos R$ 49,90 do Plano Mensal');

  // A second delivery of the same late payment changes nothing (no second refund).
  const again = await page.request.post('/api/billing/webhooks/sandbox', { headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature }, data: rawBody });
  expect(again.status()).toBe(200);
  expect(mailsTo(email).filter((m) => m.subject === 'Seu reembolso foi processado')).toHaveLength(1);
});
