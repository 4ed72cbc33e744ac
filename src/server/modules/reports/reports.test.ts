import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_ERROR, reportEndpoints } from '#contracts/reports';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { csvMoney, toCsv } from '#server/lib/csv';
import { countSubscriptionsForReport } from '#server/modules/billing/billing.service';
import { captureQueries } from '#server/db/query-plan';
import { listReportTransactions, monthsBetween, providerFeeCents, reportCsv } from './reports.service.ts';

// 20 June 2026, midday in São Paulo. The 30-day window starts 21 May 15:00 UTC: months May and June.
const NOW = new Date('2026-06-20T15:00:00.000Z');

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

async function subscription(userId: string, planId: string, status: 'active' | 'canceled' | 'expired', startedAt: string, end: string, cancelAtPeriodEnd = 0) {
  await t.db
    .insertInto('subscriptions')
    .values({
      id: `sub-${userId}`, userId, planId, status, startedAt, currentPeriodStart: startedAt, currentPeriodEnd: end, cancelAtPeriodEnd,
      pendingPlanId: null, createdAt: startedAt, updatedAt: startedAt,
    })
    .execute();
}

let paymentSeq = 0;
type PaymentExtra = { method?: 'card' | 'pix' | 'boleto'; instalments?: number; paidAt?: string; refundedAt?: string };
async function payment(userId: string, planId: string, status: 'pago' | 'recusado' | 'pendente' | 'reembolsado' | 'expirado', amountCents: number, createdAt: string, extra: PaymentExtra = {}) {
  paymentSeq += 1;
  await t.db
    .insertInto('payments')
    .values({
      id: `pay-${String(paymentSeq).padStart(3, '0')}`, userId, subscriptionId: null, planId, kind: 'checkout', status, listPriceCents: amountCents,
      amountCents, monthsCovered: 1, couponId: null, periodStart: null, periodEnd: null, cardBrand: null, cardLast4: null, provider: 'sandbox',
      providerReference: null, failureReason: null, receiptNumber: null, createdAt, ...extra,
    })
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp({ seed: false, start: NOW });
  const adminUser = await t.insertUser({ role: 'admin' });
  admin = await t.signIn(adminUser.email, adminUser.password);
  for (const [id, name, billing, months, position] of [
    ['pm', 'Mensal', 4990, 1, 1],
    ['pq', 'Trimestral', 11970, 3, 2],
  ] as const) {
    await t.db
      .insertInto('plans')
      .values({ id, name, description: name, monthlyPriceCents: billing / months, billingPriceCents: billing, originalPriceCents: null, periodMonths: months, features: '[]', position, createdAt: '2024-01-01T00:00:00.000Z' })
      .execute();
  }
  for (const [key, name] of [['a', 'Ana'], ['b', 'Bruno'], ['c', 'Carla'], ['d', 'Davi'], ['e', '=SOMA(1;2)'], ['f', 'Fábio "F"']] as const) {
    ids[key] = (await t.insertUser({ role: 'aluno', name })).id;
  }
  // A renews (since January); B new in June, renews; C ended (expired) on 1 June; D cancelled, access until August;
  // E ended in April (outside the window); F new in May, set to cancel at period end.
  await subscription(ids.a!, 'pm', 'active', '2026-01-10T12:00:00.000Z', '2026-07-10T12:00:00.000Z');
  await subscription(ids.b!, 'pq', 'active', '2026-06-01T13:00:00.000Z', '2026-09-01T13:00:00.000Z');
  await subscription(ids.c!, 'pm', 'expired', '2026-03-01T12:00:00.000Z', '2026-06-01T12:00:00.000Z');
  await subscription(ids.d!, 'pq', 'canceled', '2026-02-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z', 1);
  await subscription(ids.e!, 'pm', 'expired', '2025-12-01T12:00:00.000Z', '2026-04-01T12:00:00.000Z');
  await subscription(ids.f!, 'pm', 'active', '2026-05-25T13:00:00.000Z', '2026-06-25T13:00:00.000Z', 1);

  await payment(ids.a!, 'pm', 'pago', 4990, '2026-05-10T12:00:00.000Z'); // before the window
  // Paid in May, refunded (7-day guarantee) in June: never revenue; the refund is booked in June.
  await payment(ids.c!, 'pm', 'reembolsado', 4990, '2026-05-26T13:00:00.000Z', { paidAt: '2026-05-26T13:00:00.000Z', refundedAt: '2026-06-01T12:00:00.000Z' });
  await payment(ids.f!, 'pm', 'recusado', 4990, '2026-05-24T13:00:00.000Z');
  await payment(ids.f!, 'pm', 'pago', 4990, '2026-06-01T02:30:00.000Z', { method: 'pix' }); // 31 May, 23:30 in São Paulo
  await payment(ids.b!, 'pq', 'pago', 11970, '2026-06-01T13:00:00.000Z', { instalments: 3 });
  // A Pix never paid: expired, never revenue.
  await payment(ids.e!, 'pm', 'expirado', 4990, '2026-06-02T10:00:00.000Z', { method: 'pix' });
  for (let day = 3; day <= 7; day++) await payment(ids.e!, 'pm', 'recusado', 4990, `2026-06-0${day}T10:00:00.000Z`);
  await payment(ids.a!, 'pm', 'pago', 4990, '2026-06-10T12:00:00.000Z');
  await payment(ids.d!, 'pq', 'pendente', 11970, '2026-06-19T13:00:00.000Z', { method: 'boleto' });
});
afterAll(async () => t.close());

describe('helpers', () => {
  it('provider fee: 2,99 % + R$ 0,39, rounded to the centavo', () => {
    expect(providerFeeCents(4990)).toBe(188); // 149,201 → 149 + 39
    expect(providerFeeCents(11970)).toBe(397); // 357,903 → 358 + 39
    expect(providerFeeCents(10000)).toBe(338);
  });

  it('months of a window in São Paulo time', () => {
    expect(monthsBetween('2026-05-21T15:00:00.000Z', '2026-06-20T15:00:00.000Z')).toEqual(['2026-05', '2026-06']);
    expect(monthsBetween('2025-06-20T15:00:00.000Z', '2026-06-20T15:00:00.000Z')).toHaveLength(13);
    expect(monthsBetween('2025-12-31T12:00:00.000Z', '2026-01-01T02:00:00.000Z')).toEqual(['2025-12']);
  });

  it('CSV: a negative amount (a month with more refunds and fees than revenue) stays a number, not the text "\u0027-12,34"', () => {
    expect(toCsv(['Resultado (R$)'], [[csvMoney(-1234)], [csvMoney(5)]])).toBe('\uFEFFResultado (R$)\r\n-12,34\r\n0,05\r\n');
  });

  it('CSV: BOM, ";" and CRLF, quotes where needed, formulas neutralised', () => {
    expect(toCsv(['a', 'b'], [['x;y', 'say "hi"'], ['=1+1', 3], ['-2', '@x']])).toBe(
      '\uFEFFa;b\r\n"x;y";"say ""hi"""\r\n\'=1+1;3\r\n\'-2;\'@x\r\n',
    );
  });
});

describe('GET /api/admin/reports', () => {
  it('computes the 30-day figures from payments and subscriptions', async () => {
    const res = await t.call(reportEndpoints.get, { query: { period: 30 }, cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.period).toBe(30);
    expect(res.body.from).toBe('2026-05-21T15:00:00.000Z');
    expect(res.body.to).toBe(NOW.toISOString());
    expect(res.body.summary).toEqual({
      // Kept payments only: the refunded one and the expired Pix are not revenue.
      revenueCents: 4990 + 11970 + 4990,
      // The provider kept its fee on the refunded payment too.
      feesCents: 188 * 3 + 397,
      refundsCents: 4990,
      expensesCents: 188 * 3 + 397,
      netCents: 21950 - 961,
      paidTransactions: 3,
      // A (4990/month) and B (11970 / 3 months) renew.
      mrrCents: 4990 + 3990,
      renewingSubscribers: 2,
      activeSubscribers: 4,
      arpuCents: 4490,
      subscribersAtStart: 3,
      newSubscribers: 2,
      cancelledSubscribers: 1,
      // 1 lost of the 3 at the start plus the 2 who joined.
      churnRatePercent: 20,
    });
    expect(res.body.months).toEqual([
      // Carla's payment: its fee in May (paid), its refund in June (refunded on 1 June).
      { month: '2026-05', label: 'Mai/26', revenueCents: 4990, feesCents: 376, refundsCents: 0, expensesCents: 376 },
      { month: '2026-06', label: 'Jun/26', revenueCents: 16960, feesCents: 585, refundsCents: 4990, expensesCents: 585 },
    ]);
    expect(res.body.plans).toEqual([
      { planId: 'pm', planName: 'Mensal', subscribers: 2, revenueCents: 9980 },
      { planId: 'pq', planName: 'Trimestral', subscribers: 2, revenueCents: 11970 },
    ]);
    expect(res.body.subscribers).toEqual([
      { month: '2026-05', label: 'Mai/26', newSubscribers: 1, cancelledSubscribers: 0 },
      { month: '2026-06', label: 'Jun/26', newSubscribers: 1, cancelledSubscribers: 1 },
    ]);
  });

  it('a refund is booked on its refund date: a window holding only the refund has it, without the payment', async () => {
    // On 5 June the 7-day window starts 29 May: it holds the refund (1 June), not Carla's payment (26 May).
    t.clock.set(new Date('2026-06-05T15:00:00.000Z'));
    try {
      const week = await t.call(reportEndpoints.get, { query: { period: 7 }, cookie: admin });
      expect(week.body.summary).toMatchObject({ refundsCents: 4990, revenueCents: 4990 + 11970, feesCents: 188 + 397 });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('the 7-day window holds only the pending payment: no revenue, no churn', async () => {
    const res = await t.call(reportEndpoints.get, { query: { period: 7 }, cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.months.map((m: { month: string }) => m.month)).toEqual(['2026-06']);
    expect(res.body.summary).toMatchObject({ revenueCents: 0, expensesCents: 0, paidTransactions: 0, newSubscribers: 0, cancelledSubscribers: 0, churnRatePercent: 0 });
    // MRR is a figure of today, whatever the window.
    expect(res.body.summary.mrrCents).toBe(8980);
  });

  it('365 days: 13 months, and the May payment before the 30-day window counts', async () => {
    const res = await t.call(reportEndpoints.get, { query: { period: 365 }, cookie: admin });
    expect(res.body.months).toHaveLength(13);
    expect(res.body.summary.revenueCents).toBe(21950 + 4990);
    expect(res.body.summary.refundsCents).toBe(4990);
    // E ended on 1 April: lost within the year; A, C, D, E, F and B all started within it.
    expect(res.body.summary.cancelledSubscribers).toBe(2);
    expect(res.body.summary.newSubscribers).toBe(6);
    expect(res.body.summary.subscribersAtStart).toBe(0);
    expect(res.body.summary.churnRatePercent).toBe(33.3);
  });

  it('requests that arrive while the report is being computed share that computation; a later one computes it again', async () => {
    const reads = async (run: () => Promise<unknown>) => (await captureQueries(t.db, run)).queries.length;
    const alone = await reads(() => t.call(reportEndpoints.get, { query: { period: 365 }, cookie: admin }));
    expect(alone).toBeGreaterThan(5);
    let answers: Array<{ status: number; body: { summary: { revenueCents: number } } }> = [];
    const together = await reads(async () => {
      answers = await Promise.all(Array.from({ length: 5 }, () => t.call(reportEndpoints.get, { query: { period: 365 }, cookie: admin })));
    });
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    // Five answers from fewer reads than five reports (each request's session lookup aside).
    expect(together).toBeLessThan(alone * 2);
    // Another period is another report; and once answered, a new payment is in the next one.
    const [year, month] = await Promise.all([
      t.call(reportEndpoints.get, { query: { period: 365 }, cookie: admin }),
      t.call(reportEndpoints.get, { query: { period: 30 }, cookie: admin }),
    ]);
    expect(month.body.period).toBe(30);
    expect(year.body.period).toBe(365);
    await payment(ids.b!, 'pq', 'pago', 11970, '2026-06-20T14:00:00.000Z', { method: 'pix', paidAt: '2026-06-20T14:00:00.000Z' });
    try {
      const after = await t.call(reportEndpoints.get, { query: { period: 365 }, cookie: admin });
      expect(after.body.summary.revenueCents).toBe(year.body.summary.revenueCents + 11970);
    } finally {
      await t.db.deleteFrom('payments').where('id', '=', `pay-${String(paymentSeq).padStart(3, '0')}`).execute();
    }
  });

  it('defaults to 30 days', async () => {
    const res = await t.call(reportEndpoints.get, { cookie: admin });
    expect(res.body.period).toBe(30);
  });

  it('refuses any other period with a Portuguese 400', async () => {
    for (const period of ['15', '0', 'abc', '-30', '30.5']) {
      const res = await t.callRaw(reportEndpoints.get, { query: { period }, cookie: admin });
      expect(res.status, period).toBe(400);
      expect(res.body.message).toContain(PERIOD_ERROR);
    }
  });
});

describe('GET /api/admin/reports/transactions', () => {
  it('pages the window’s payments, newest first, with user, plan, amount, date and status', async () => {
    const first = await t.call(reportEndpoints.transactions, { query: { period: 30, page: 1 }, cookie: admin });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(12);
    expect(first.body.pageSize).toBe(10);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]).toMatchObject({ userName: 'Davi', planName: 'Trimestral', amountCents: 11970, status: 'pendente', statusLabel: 'Pendente', createdAt: '2026-06-19T13:00:00.000Z' });
    expect(first.body.items[0]).toMatchObject({ method: 'boleto', instalments: 1, methodLabel: 'Boleto' });
    expect(first.body.items[1]).toMatchObject({ userName: 'Ana', statusLabel: 'Pago', methodLabel: 'Cartão de crédito' });
    expect(first.body.items[2]).toMatchObject({ userName: '=SOMA(1;2)', statusLabel: 'Recusado' });
    expect(first.body.items[7]).toMatchObject({ status: 'expirado', statusLabel: 'Expirado', methodLabel: 'Pix' });
    expect(first.body.items[8]).toMatchObject({ userName: 'Bruno', method: 'card', instalments: 3, methodLabel: 'Cartão de crédito em 3x' });
    expect(first.body.items[9]).toMatchObject({ userName: 'Fábio "F"', methodLabel: 'Pix' });
    const second = await t.call(reportEndpoints.transactions, { query: { period: 30, page: 2 }, cookie: admin });
    expect(second.body.items.map((i: { userName: string; statusLabel: string }) => `${i.userName} ${i.statusLabel}`)).toEqual(['Carla Reembolsado', 'Fábio "F" Recusado']);
    const third = await t.call(reportEndpoints.transactions, { query: { period: 30, page: 3 }, cookie: admin });
    expect(third.body.items).toEqual([]);
    expect(third.body.total).toBe(12);
  });

  it('counts and pages exactly the payments of windows that start or end anywhere: at a day\'s first instant, at a payment, a millisecond either side', async () => {
    const payments = await t.db.selectFrom('payments').select(['id', 'createdAt']).execute();
    const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
    const ends = new Set<string>([NOW.toISOString(), '2026-06-20T03:00:00.000Z', '2026-06-01T02:59:59.999Z']);
    for (const p of payments) {
      for (const ms of [-1, 0, 1]) {
        ends.add(shift(p.createdAt, ms));
        // The window's start on the payment: its end that many days later.
        for (const period of [7, 30]) ends.add(shift(p.createdAt, ms + period * 86_400_000));
      }
    }
    let compared = 0;
    try {
      for (const end of ends) {
        t.clock.set(new Date(end));
        for (const period of [7, 30, 365]) {
          const fromIso = shift(end, -period * 86_400_000);
          const inWindow = payments.filter((p) => p.createdAt >= fromIso && p.createdAt <= end)
            .sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt)));
          // The service itself: a session would not survive the clock's jumps.
          const first = await listReportTransactions(t.app.ctx, period, 1);
          expect({ end, period, total: first.total }).toEqual({ end, period, total: inWindow.length });
          // The last page is read from the oldest end: the same rows as reading forward.
          const lastPage = Math.max(1, Math.ceil(inWindow.length / 10));
          const last = lastPage === 1 ? first : await listReportTransactions(t.app.ctx, period, lastPage);
          expect(last.items.map((i) => i.id)).toEqual(inWindow.slice((lastPage - 1) * 10).map((p) => p.id));
          compared += 1;
        }
      }
    } finally {
      t.clock.set(NOW);
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('refuses a bad page or period', async () => {
    expect((await t.callRaw(reportEndpoints.transactions, { query: { period: '30', page: '0' }, cookie: admin })).status).toBe(400);
    expect((await t.callRaw(reportEndpoints.transactions, { query: { period: '30', page: 'x' }, cookie: admin })).body.message).toContain('Página inválida.');
    expect((await t.callRaw(reportEndpoints.transactions, { query: { period: '60' }, cookie: admin })).body.message).toContain(PERIOD_ERROR);
  });
});

describe('GET /api/admin/reports/csv', () => {
  it('exports the monthly table', async () => {
    const res = await t.call(reportEndpoints.csv, { query: { period: 30, table: 'mensal' }, cookie: admin });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.raw.headers['content-disposition']).toBe('attachment; filename="relatorio-mensal-30-dias-2026-06-20.csv"');
    expect(res.raw.body).toBe(
      '\uFEFFMês;Receita (R$);Taxas (R$);Reembolsos (R$);Despesas (R$);Resultado (R$)\r\n' +
        'Mai/26;49,90;3,76;0,00;3,76;46,14\r\n' +
        'Jun/26;169,60;5,85;49,90;5,85;163,75\r\n',
    );
  });

  it('exports plans and subscribers', async () => {
    const plans = await t.call(reportEndpoints.csv, { query: { period: 30, table: 'planos' }, cookie: admin });
    expect(plans.raw.body).toBe('\uFEFFPlano;Assinantes;Receita no período (R$)\r\nMensal;2;99,80\r\nTrimestral;2;119,70\r\n');
    const subs = await t.call(reportEndpoints.csv, { query: { period: 30, table: 'assinantes' }, cookie: admin });
    expect(subs.raw.body).toBe('\uFEFFMês;Novos assinantes;Cancelados\r\nMai/26;1;0\r\nJun/26;1;1\r\n');
  });

  it('exports every transaction of the window (not one page), quoting and neutralising names', async () => {
    const res = await t.call(reportEndpoints.csv, { query: { period: 30, table: 'transacoes' }, cookie: admin });
    const lines = res.raw.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Data;Usuário;E-mail;Plano;Valor (R$);Forma de pagamento;Parcelas;Status');
    expect(lines).toHaveLength(13);
    expect(lines[1]).toMatch(/^19\/06\/2026;Davi;[^;]+;Trimestral;119,70;Boleto;1;Pendente$/);
    expect(lines[3]).toMatch(/^07\/06\/2026;"'=SOMA\(1;2\)";[^;]+;Mensal;49,90;Cartão de crédito;1;Recusado$/);
    expect(lines[8]).toMatch(/^02\/06\/2026;"'=SOMA\(1;2\)";[^;]+;Mensal;49,90;Pix;1;Expirado$/);
    expect(lines[9]).toMatch(/^01\/06\/2026;Bruno;[^;]+;Trimestral;119,70;Cartão de crédito;3;Pago$/);
    // 01/06 02:30 UTC is still 31/05 in São Paulo.
    expect(lines[10]).toMatch(/^31\/05\/2026;"Fábio ""F""";[^;]+;Mensal;49,90;Pix;1;Pago$/);
    expect(lines[11]).toMatch(/;Reembolsado$/);
  });

  it('refuses an unknown table', async () => {
    const res = await t.callRaw(reportEndpoints.csv, { query: { period: '30', table: 'xls' }, cookie: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Tabela inválida');
  });
});

describe('access', () => {
  it('only admins: student and teacher 403, anonymous 401, on every report endpoint', async () => {
    const student = await t.insertUser({ role: 'aluno' });
    const teacher = await t.insertUser({ role: 'professor' });
    const studentCookie = await t.signIn(student.email, student.password);
    const teacherCookie = await t.signIn(teacher.email, teacher.password);
    const calls = [
      (cookie?: string) => t.call(reportEndpoints.get, { query: { period: 30 }, cookie }),
      (cookie?: string) => t.call(reportEndpoints.transactions, { query: { period: 30, page: 1 }, cookie }),
      (cookie?: string) => t.call(reportEndpoints.csv, { query: { period: 30, table: 'transacoes' }, cookie }),
    ];
    for (const call of calls) {
      expect((await call(studentCookie)).status).toBe(403);
      expect((await call(teacherCookie)).status).toBe(403);
      expect((await call(undefined)).status).toBe(401);
      expect((await call(admin)).status).toBe(200);
    }
  });
});

describe('the demo data (seed)', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await buildTestApp({ start: NOW });
  });
  afterAll(async () => demo.close());

  it('gives the demo admin meaningful figures in every part of the page', async () => {
    const cookie = await demo.signInAs('admin');
    const year = await demo.call(reportEndpoints.get, { query: { period: 365 }, cookie });
    expect(year.status).toBe(200);
    const { summary } = year.body;
    expect(summary.revenueCents).toBeGreaterThan(100_000);
    expect(summary.feesCents).toBeGreaterThan(0);
    expect(summary.refundsCents).toBeGreaterThan(0);
    expect(summary.newSubscribers).toBeGreaterThanOrEqual(40);
    expect(summary.cancelledSubscribers).toBeGreaterThan(3);
    expect(summary.mrrCents).toBeGreaterThan(0);
    expect(summary.arpuCents).toBeGreaterThan(0);
    // Every month of the year has revenue, and every plan has subscribers.
    expect(year.body.months.filter((m: { revenueCents: number }) => m.revenueCents > 0).length).toBeGreaterThanOrEqual(12);
    expect(year.body.plans.every((p: { subscribers: number }) => p.subscribers > 0)).toBe(true);
    const month = await demo.call(reportEndpoints.get, { query: { period: 30 }, cookie });
    expect(month.body.summary.churnRatePercent).toBeGreaterThan(0);
    expect(year.body.summary.churnRatePercent).toBeLessThanOrEqual(100);
    expect(month.body.summary.revenueCents).toBeGreaterThan(0);
    const transactions = await demo.call(reportEndpoints.transactions, { query: { period: 30, page: 1 }, cookie });
    expect(new Set(transactions.body.items.map((i: { statusLabel: string }) => i.statusLabel))).toContain('Pendente');
    const all = await demo.call(reportEndpoints.transactions, { query: { period: 365, page: 1 }, cookie });
    expect(all.body.total).toBeGreaterThan(60);
  });
});

/** Counts added up per key (a daily total's key with its month for its day), zero sums left out. */
function summedByMonth(entries: Array<[string, number]>) {
  const sums = new Map<string, number>();
  for (const [key, count] of entries) sums.set(key, (sums.get(key) ?? 0) + count);
  return Object.fromEntries([...sums].filter(([, count]) => count !== 0).sort());
}

describe('daily totals kept in step with the payments', () => {
  /** What the totals must hold, recomputed from every payment (São Paulo day at UTC−3). */
  async function expectedTotals() {
    const day = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);
    const expected = new Map<string, number>();
    const add = (key: string) => expected.set(key, (expected.get(key) ?? 0) + 1);
    for (const p of await t.db.selectFrom('payments').selectAll().execute()) {
      const paid = day(p.paidAt ?? p.createdAt);
      if (p.status === 'pago' || p.status === 'reembolsado') add(`${paid} cobrado ${p.planId} ${p.amountCents}`);
      if (p.status === 'pago') add(`${paid} pago ${p.planId} ${p.amountCents}`);
      if (p.status === 'reembolsado') add(`${day(p.refundedAt ?? p.paidAt ?? p.createdAt)} reembolsado ${p.planId} ${p.amountCents}`);
      add(`${day(p.createdAt)} emitido ${p.planId} ${p.amountCents}`);
    }
    return Object.fromEntries([...expected].sort());
  }
  /** The daily totals, after checking that the monthly ones are them summed per month. */
  async function storedTotals() {
    const rows = await t.db.selectFrom('paymentDayTotals').selectAll().where('count', '!=', 0).execute();
    const months = await t.db.selectFrom('paymentMonthTotals').selectAll().where('count', '!=', 0).execute();
    expect(Object.fromEntries(months.map((r) => [`${r.month} ${r.kind} ${r.planId} ${r.amountCents}`, Number(r.count)]).sort()))
      .toEqual(summedByMonth(rows.map((r) => [`${r.day.slice(0, 7)} ${r.kind} ${r.planId} ${r.amountCents}`, Number(r.count)])));
    return Object.fromEntries(rows.map((r) => [`${r.day} ${r.kind} ${r.planId} ${r.amountCents}`, Number(r.count)]).sort());
  }

  it('after a payment is issued, paid, refunded, re-dated and deleted, the totals (issued ones too) equal a count over the payments', async () => {
    expect(await storedTotals()).toEqual(await expectedTotals());
    await payment(ids.a!, 'pm', 'pendente', 777, '2026-06-19T02:30:00.000Z', { method: 'pix' });
    const id = `pay-${String(paymentSeq).padStart(3, '0')}`;
    // Issued at 23:30 in São Paulo: counted on that day.
    expect((await storedTotals())['2026-06-18 emitido pm 777']).toBe(1);
    // Paid after midnight in São Paulo: the day of the money, not of the charge.
    await t.db.updateTable('payments').set({ status: 'pago', paidAt: '2026-06-19T03:30:00.000Z' }).where('id', '=', id).execute();
    expect(await storedTotals()).toEqual(await expectedTotals());
    expect((await storedTotals())['2026-06-19 pago pm 777']).toBe(1);
    await t.db.updateTable('payments').set({ status: 'reembolsado', refundedAt: '2026-06-20T14:00:00.000Z' }).where('id', '=', id).execute();
    expect(await storedTotals()).toEqual(await expectedTotals());
    expect((await storedTotals())['2026-06-20 reembolsado pm 777']).toBe(1);
    await t.db.updateTable('payments').set({ amountCents: 778, planId: 'pq' }).where('id', '=', id).execute();
    expect(await storedTotals()).toEqual(await expectedTotals());
    await t.db.updateTable('payments').set({ createdAt: '2026-06-19T12:00:00.000Z' }).where('id', '=', id).execute();
    expect(await storedTotals()).toEqual(await expectedTotals());
    expect((await storedTotals())['2026-06-19 emitido pq 778']).toBe(1);
    await t.db.deleteFrom('payments').where('id', '=', id).execute();
    expect(await storedTotals()).toEqual(await expectedTotals());
    expect(Object.keys(await storedTotals()).some((key) => key.endsWith(' 777') || key.endsWith(' 778'))).toBe(false);
  });
});

describe('subscriber figures from daily totals kept in step with the subscriptions', () => {
  const day = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);
  const month = (iso: string) => day(iso).slice(0, 7);
  /** What subscription_day_totals must hold, recomputed from every subscription (São Paulo day at UTC−3). */
  async function expectedTotals() {
    const expected = new Map<string, number>();
    const add = (key: string) => expected.set(key, (expected.get(key) ?? 0) + 1);
    for (const s of await t.db.selectFrom('subscriptions').selectAll().execute()) {
      add(`ends ${day(s.currentPeriodEnd)} ${s.status} ${s.planId} ${Number(s.cancelAtPeriodEnd)}`);
      add(`starts ${day(s.startedAt)}   0`);
    }
    return Object.fromEntries([...expected].sort());
  }
  /** The daily totals, after checking that the monthly ones are them summed per month. */
  async function storedTotals() {
    const rows = await t.db.selectFrom('subscriptionDayTotals').selectAll().where('count', '!=', 0).execute();
    const months = await t.db.selectFrom('subscriptionMonthTotals').selectAll().where('count', '!=', 0).execute();
    expect(Object.fromEntries(months.map((r) => [`${r.kind} ${r.month} ${r.status} ${r.planId} ${Number(r.cancelAtPeriodEnd)}`, Number(r.count)]).sort()))
      .toEqual(summedByMonth(rows.map((r) => [`${r.kind} ${r.day.slice(0, 7)} ${r.status} ${r.planId} ${Number(r.cancelAtPeriodEnd)}`, Number(r.count)])));
    return Object.fromEntries(rows.map((r) => [`${r.kind} ${r.day} ${r.status} ${r.planId} ${Number(r.cancelAtPeriodEnd)}`, Number(r.count)]).sort());
  }
  /** The report's subscriber figures counted over every subscription, as their definitions say. */
  async function countedDirectly(fromIso: string, toIso: string) {
    const subs = await t.db.selectFrom('subscriptions').selectAll().execute();
    const byMonth = (list: string[]) => {
      const months = new Map<string, number>();
      for (const m of list.sort()) months.set(m, (months.get(m) ?? 0) + 1);
      return [...months].map(([m, count]) => ({ month: m, count }));
    };
    const live = new Map<string, { planId: string; status: string; cancelAtPeriodEnd: number; count: number }>();
    for (const s of subs.filter((x) => x.currentPeriodEnd > toIso && x.startedAt <= toIso && x.status !== 'expired')) {
      const key = `${s.planId}|${s.status}|${Number(s.cancelAtPeriodEnd)}`;
      const row = live.get(key) ?? { planId: s.planId, status: s.status, cancelAtPeriodEnd: Number(s.cancelAtPeriodEnd), count: 0 };
      row.count += 1;
      live.set(key, row);
    }
    return {
      live: [...live.values()].sort((a, b) => `${a.planId}${a.status}${a.cancelAtPeriodEnd}`.localeCompare(`${b.planId}${b.status}${b.cancelAtPeriodEnd}`)),
      atStart: subs.filter((s) => s.currentPeriodEnd > fromIso && s.startedAt < fromIso).length,
      startedByMonth: byMonth(subs.filter((s) => s.startedAt >= fromIso && s.startedAt <= toIso).map((s) => month(s.startedAt))),
      endedByMonth: byMonth(subs.filter((s) => s.currentPeriodEnd >= fromIso && s.currentPeriodEnd <= toIso && s.status !== 'active').map((s) => month(s.currentPeriodEnd))),
    };
  }
  async function fromTotals(fromIso: string, toIso: string) {
    const counts = await countSubscriptionsForReport(t.app.ctx, fromIso, toIso);
    return { ...counts, live: [...counts.live].sort((a, b) => `${a.planId}${a.status}${a.cancelAtPeriodEnd}`.localeCompare(`${b.planId}${b.status}${b.cancelAtPeriodEnd}`)) };
  }

  it('after a subscription is started, cancelled, renewed, moved to another plan, re-dated, expired and deleted, the totals equal a count over the subscriptions', async () => {
    expect(await storedTotals()).toEqual(await expectedTotals());
    const user = (await t.insertUser({ role: 'aluno', name: 'Gil Totais' })).id;
    // Started at 23:30 in São Paulo (02:30 UTC the next day): the São Paulo day counts.
    await subscription(user, 'pm', 'active', '2026-06-05T02:30:00.000Z', '2026-07-05T02:30:00.000Z');
    expect(await storedTotals()).toEqual(await expectedTotals());
    expect((await storedTotals())['starts 2026-06-04   0']).toBe(1);
    const id = `sub-${user}`;
    await t.db.updateTable('subscriptions').set({ status: 'canceled', cancelAtPeriodEnd: 1 }).where('id', '=', id).execute();
    expect(await storedTotals()).toEqual(await expectedTotals());
    await t.db.updateTable('subscriptions').set({ status: 'active', cancelAtPeriodEnd: 0, currentPeriodEnd: '2026-08-05T02:30:00.000Z', planId: 'pq' }).where('id', '=', id).execute();
    expect(await storedTotals()).toEqual(await expectedTotals());
    await t.db.updateTable('subscriptions').set({ startedAt: '2026-06-06T12:00:00.000Z' }).where('id', '=', id).execute();
    await t.db.updateTable('subscriptions').set({ status: 'expired', currentPeriodEnd: '2026-06-10T12:00:00.000Z' }).where('id', '=', id).execute();
    expect(await storedTotals()).toEqual(await expectedTotals());
    expect(await fromTotals('2026-05-21T15:00:00.000Z', NOW.toISOString())).toEqual(await countedDirectly('2026-05-21T15:00:00.000Z', NOW.toISOString()));
    await t.db.deleteFrom('subscriptions').where('id', '=', id).execute();
    expect(await storedTotals()).toEqual(await expectedTotals());
    expect(Object.keys(await storedTotals()).some((key) => key.startsWith('starts 2026-06-06') || key.startsWith('starts 2026-06-04'))).toBe(false);
  });

  it('the report\'s figures equal a count over the subscriptions for windows that start and end anywhere: at a day\'s first instant, at a subscription\'s start or end, a millisecond either side', async () => {
    const subs = await t.db.selectFrom('subscriptions').select(['startedAt', 'currentPeriodEnd']).execute();
    const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
    const instants = new Set<string>(['2026-05-21T15:00:00.000Z', '2026-06-01T03:00:00.000Z', '2026-06-20T03:00:00.000Z', '2025-06-20T15:00:00.000Z']);
    for (const s of subs) for (const iso of [s.startedAt, s.currentPeriodEnd]) for (const ms of [-1, 0, 1]) instants.add(shift(iso, ms));
    const ends = [NOW.toISOString(), '2026-06-01T12:00:00.000Z', '2026-06-20T03:00:00.000Z', '2026-09-01T13:00:00.000Z'];
    let compared = 0;
    for (const fromIso of instants) {
      for (const toIso of ends) {
        if (fromIso > toIso) continue;
        expect({ fromIso, toIso, ...(await fromTotals(fromIso, toIso)) }).toEqual({ fromIso, toIso, ...(await countedDirectly(fromIso, toIso)) });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });
});

describe('transactions export, a batch at a time', () => {
  async function exported(batchSize?: number) {
    const { csv } = await reportCsv(t.app.ctx, 30, 'transacoes', batchSize);
    if (typeof csv === 'string') return csv;
    let text = '';
    for await (const chunk of csv) text += chunk;
    return text;
  }

  it('writes the same file whatever the batch size, rows that share an instant included once each', async () => {
    // Three payments at the same instant: a batch may end between them.
    for (let i = 0; i < 3; i += 1) await payment(ids.a!, 'pm', 'pago', 4990 + i, '2026-06-10T12:00:00.000Z', { method: 'pix', paidAt: '2026-06-10T12:00:00.000Z' });
    const whole = await exported();
    const lines = whole.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const { total } = (await t.call(reportEndpoints.transactions, { query: { period: 30, page: 1 }, cookie: admin })).body;
    expect(lines).toHaveLength(total + 1);
    expect(lines.filter((line) => /^10\/06\/2026;.*;49,9[012];Pix;1;Pago$/.test(line))).toHaveLength(3);
    for (const batchSize of [1, 2, 4, total, total + 1]) expect(await exported(batchSize)).toBe(whole);
    expect((await t.call(reportEndpoints.csv, { query: { period: 30, table: 'transacoes' }, cookie: admin })).raw.body).toBe(whole);
  });
});
