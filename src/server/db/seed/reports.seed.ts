import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { PaymentsTable, SubscriptionsTable, UsersTable } from '../schema.ts';
import { hashPassword } from '#server/lib/passwords';
import { addMonths } from '#server/modules/billing/billing-dates';
import { sandboxProvider } from '#server/modules/billing/payment-provider';
import type { SeedContext } from './seed-context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SUBSCRIBERS = 40;
const FIRST_NAMES = ['Ana', 'Bruno', 'Camila', 'Diego', 'Elisa', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Karina', 'Leonardo', 'Mariana', 'Nicolas', 'Olívia', 'Pedro', 'Queila', 'Rafael', 'Sofia', 'Thiago'];
const LAST_NAMES = ['Alves', 'Barbosa', 'Cardoso', 'Dias', 'Esteves', 'Ferreira', 'Gomes', 'Holanda', 'Ibrahim', 'Jardim', 'Lima', 'Moreira', 'Nascimento', 'Oliveira', 'Pereira', 'Queiroz', 'Ribeiro', 'Santos', 'Teixeira', 'Vieira'];
const PLANS = [
  { id: 'monthly', priceCents: 4990, months: 1, weight: 0.5 },
  { id: 'quarterly', priceCents: 11970, months: 3, weight: 0.3 },
  { id: 'annual', priceCents: 35880, months: 12, weight: 0.2 },
] as const;

/** Deterministic pseudo-random numbers (the same demo on every install): a small LCG. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const slug = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const stampOf = (date: Date) => `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * The financial reports' demo (/admin/relatorios): 40 subscribers who joined over the last
 * 12 months on the three plans, with their payments period by period; about a third
 * cancelled (some still within their paid period), two refunded under the 7-day guarantee,
 * a few declined attempts (then paid, or given up) and three pending payments. Every
 * figure of the page is computed from these rows. Fixed ids; idempotent.
 */
export async function seedReports({ db, now }: SeedContext) {
  const firstId = 'user-rel-01';
  if (await db.selectFrom('users').select('id').where('id', '=', firstId).executeTakeFirst()) return;
  const next = random(2026);
  // One hash for all: nobody signs in as these subscribers (their password is never known).
  const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
  const users: Array<Insertable<UsersTable>> = [];
  const subscriptions: Array<Insertable<SubscriptionsTable>> = [];
  const payments: Array<Insertable<PaymentsTable>> = [];
  const iso = (d: Date) => d.toISOString();

  for (let i = 1; i <= SUBSCRIBERS; i++) {
    const number = String(i).padStart(2, '0');
    const userId = `user-rel-${number}`;
    const first = FIRST_NAMES[(i * 7) % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(i * 11) % LAST_NAMES.length]!;
    // Spread evenly over the year (one about every 9 days, newest first), with a little jitter.
    const start = new Date(now.getTime() - (3 + (SUBSCRIBERS - i) * 9 + Math.floor(next() * 6)) * DAY_MS - Math.floor(next() * 12) * 3_600_000);
    const pick = next();
    const plan = pick < PLANS[0].weight ? PLANS[0] : pick < PLANS[0].weight + PLANS[1].weight ? PLANS[1] : PLANS[2];
    users.push({
      id: userId, name: `${first} ${last}`, email: `${slug(first)}.${slug(last)}.${number}@exemplo.com.br`, passwordHash, role: 'aluno', status: 'ativo',
      phone: null, bio: null, cpf: null, avatarFile: null, passwordChangedAt: iso(start), emailVerifiedAt: iso(start), totpSecret: null,
      lockedUntil: null, createdAt: iso(start), lastAccessAt: null,
    });

    // Two subscribers (7 and 23) asked for their money back within 7 days (the guarantee).
    const refunded = i === 7 || i === 23;
    // About a third stop after 1 to 3 periods.
    const cancels = refunded || next() < 0.33;
    const paidPeriods = cancels ? 1 + Math.floor(next() * 3) : Number.POSITIVE_INFINITY;
    let period = 0;
    let periodStart = start;
    let periodEnd = addMonths(start, plan.months);
    for (;;) {
      const kind = period === 0 ? 'checkout' : 'renewal';
      const base = {
        userId, subscriptionId: `sub-rel-${number}`, planId: plan.id, kind, listPriceCents: plan.priceCents, amountCents: plan.priceCents,
        monthsCovered: plan.months, couponId: null, provider: 'sandbox', cardBrand: 'Visa', cardLast4: '4242',
      } as const;
      // Now and then a card is declined first and the retry an hour later goes through.
      if (next() < 0.1) {
        payments.push({
          ...base, id: `pay-rel-${number}-${period}-r`, status: 'recusado', periodStart: null, periodEnd: null, providerReference: null,
          failureReason: 'Cartão recusado pelo emissor.', receiptNumber: null, createdAt: iso(new Date(periodStart.getTime() - 3_600_000)),
        });
      }
      payments.push({
        ...base, id: `pay-rel-${number}-${period}`, status: refunded ? 'reembolsado' : 'pago', periodStart: iso(periodStart), periodEnd: iso(periodEnd),
        providerReference: `sbx_ch_rel${number}${period}`, failureReason: null, receiptNumber: `NF-${stampOf(periodStart)}-REL${number}${String(period).padStart(3, '0')}`,
        createdAt: iso(periodStart), paidAt: iso(periodStart),
        // Refunded 3 days after paying: the reports book the refund on that day.
        refundedAt: refunded ? iso(new Date(periodStart.getTime() + 3 * DAY_MS)) : null,
      });
      if (refunded) {
        // Access ended the day of the refund, 3 days after paying.
        periodEnd = new Date(periodStart.getTime() + 3 * DAY_MS);
        break;
      }
      period += 1;
      if (period >= paidPeriods || periodEnd > now) break;
      periodStart = periodEnd;
      periodEnd = addMonths(start, plan.months * (period + 1));
    }
    const ended = periodEnd <= now;
    const status = !cancels ? 'active' : ended ? 'expired' : 'canceled';
    subscriptions.push({
      id: `sub-rel-${number}`, userId, planId: plan.id, status, startedAt: iso(start), currentPeriodStart: iso(periodStart), currentPeriodEnd: iso(periodEnd),
      cancelAtPeriodEnd: cancels ? 1 : 0, pendingPlanId: null, createdAt: iso(start), updatedAt: iso(cancels && ended ? periodEnd : periodStart),
    });
  }

  // Three people who chose a plan in the last days and have not paid their boleto yet
  // (pending until its due date, as the checkout issues it), and one who gave up after a
  // declined card. Only states the product reaches: a card is approved or refused at once,
  // so no card payment waits (seed-states.test.ts).
  const waiting = [
    { name: 'Ursula Prado', planId: 'monthly', cents: 4990, hoursAgo: 5, status: 'pendente', cpf: '390.533.447-05' },
    { name: 'Vitor Campos', planId: 'annual', cents: 35880, hoursAgo: 30, status: 'pendente', cpf: '111.444.777-35' },
    { name: 'Wesley Duarte', planId: 'quarterly', cents: 11970, hoursAgo: 52, status: 'pendente', cpf: '935.411.347-80' },
    { name: 'Yara Monteiro', planId: 'monthly', cents: 4990, hoursAgo: 200, status: 'recusado', cpf: null },
  ] as const;
  // Inserted on their own: these rows name their method, the others take the column's default.
  const waitingPayments: Array<Insertable<PaymentsTable>> = [];
  for (const [index, entry] of waiting.entries()) {
    const number = String(SUBSCRIBERS + index + 1).padStart(2, '0');
    const userId = `user-rel-${number}`;
    const at = new Date(now.getTime() - entry.hoursAgo * 3_600_000);
    const [first, last] = entry.name.split(' ') as [string, string];
    users.push({
      id: userId, name: entry.name, email: `${slug(first)}.${slug(last)}.${number}@exemplo.com.br`, passwordHash, role: 'aluno', status: 'ativo',
      phone: null, bio: null, cpf: entry.cpf, avatarFile: null, passwordChangedAt: iso(at), emailVerifiedAt: iso(at), totpSecret: null,
      lockedUntil: null, createdAt: iso(at), lastAccessAt: null,
    });
    const boleto = entry.status === 'pendente' ? await sandboxProvider.createBoleto({ amountCents: entry.cents, now: at }) : null;
    waitingPayments.push({
      id: `pay-rel-${number}-0`, userId, subscriptionId: null, planId: entry.planId, kind: 'checkout', status: entry.status, listPriceCents: entry.cents,
      amountCents: entry.cents, monthsCovered: entry.planId === 'monthly' ? 1 : entry.planId === 'quarterly' ? 3 : 12, couponId: null, periodStart: null,
      periodEnd: null, provider: 'sandbox', receiptNumber: null, createdAt: iso(at),
      ...(boleto
        ? { method: 'boleto' as const, cardBrand: null, cardLast4: null, providerReference: boleto.reference, boletoBarcode: boleto.barcode, expiresAt: boleto.expiresAt, failureReason: null }
        : { method: 'card' as const, cardBrand: 'Mastercard', cardLast4: '0004', providerReference: null, failureReason: 'Cartão recusado pelo emissor.' }),
    });
  }

  await db.insertInto('users').values(users).execute();
  await db.insertInto('subscriptions').values(subscriptions).execute();
  // In slices: one statement per 100 rows keeps PostgreSQL's parameter count low.
  for (let i = 0; i < payments.length; i += 100) await db.insertInto('payments').values(payments.slice(i, i + 100)).execute();
  await db.insertInto('payments').values(waitingPayments).execute();
}
