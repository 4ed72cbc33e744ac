import { z } from 'zod';
import { defineEndpoint, IdParamsSchema, OkSchema } from './endpoint.ts';
import { CpfSchema } from './users.ts';

// Plans, coupons, checkout (sandbox payment provider), the student's subscription,
// payments and receipts, and the support contact form.

export const PlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** price per month shown on the card (centavos) */
  monthlyPriceCents: z.number().int(),
  /** what is charged every period (centavos) */
  billingPriceCents: z.number().int(),
  /** the same period paid month by month (centavos), when it differs */
  originalPriceCents: z.number().int().nullable(),
  periodMonths: z.number().int(),
  /** the plan's benefits, stored with it: the one list the plans page, checkout and 'Minha Assinatura' show */
  features: z.array(z.string()),
  popular: z.boolean(),
  /** saving against the monthly plan, whole percent (0 for the monthly plan) */
  savingsPercent: z.number().int(),
  /** card instalments without interest (above it, interest is shown as the total) */
  interestFreeInstalments: z.number().int(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const CouponCodeSchema = z
  .string()
  .trim()
  .min(1, 'Informe o código do cupom.')
  .max(40, 'Código de cupom inválido.')
  // Spec section 5: the coupon code is forced to upper case.
  .transform((code) => code.toUpperCase());

export const CouponCheckBodySchema = z.object({
  code: CouponCodeSchema,
  planId: z.string().min(1, 'Escolha um plano.').max(50),
});

export const CouponQuoteSchema = z.object({
  code: z.string(),
  discountType: z.enum(['percent', 'fixed']),
  /** whole percent or centavos, as stored */
  discountValue: z.number().int(),
  /** "10% de desconto", "R$ 20,00 de desconto" */
  label: z.string(),
  listPriceCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
});
export type CouponQuote = z.infer<typeof CouponQuoteSchema>;

const currentYear = new Date().getUTCFullYear();

/** Card details as typed; only brand, last four digits and expiry are ever stored. */
export const CardInputSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Número do cartão inválido.')),
  holderName: z.string().trim().min(3, 'Informe o nome impresso no cartão.').max(80, 'Nome do titular muito longo.'),
  expMonth: z.coerce.number().int('Mês de validade inválido.').min(1, 'Mês de validade inválido.').max(12, 'Mês de validade inválido.'),
  expYear: z.coerce
    .number()
    .int('Ano de validade inválido.')
    .min(2000, 'Ano de validade inválido.')
    .max(currentYear + 30, 'Ano de validade inválido.'),
  cvv: z.string().trim().regex(/^\d{3,4}$/, 'CVV inválido.'),
});
export type CardInput = z.input<typeof CardInputSchema>;

export const CheckoutBodySchema = z.object({
  planId: z.string().min(1, 'Escolha um plano.').max(50),
  couponCode: CouponCodeSchema.optional(),
  /** the card as typed, with the sandbox (`cardEntry: 'form'`) */
  card: CardInputSchema.optional(),
  /** the card tokenized in the browser, with Mercado Pago (`cardEntry: 'browser-token'`) */
  cardToken: z.lazy(() => CardTokenInputSchema).optional(),
  /** card instalments, 1x to 12x (interest above the plan's interest-free count) */
  instalments: z.coerce.number().int('Número de parcelas inválido.').min(1, 'Número de parcelas inválido.').max(12, 'Em até 12 parcelas.').default(1),
  /** Chosen by the browser per checkout attempt; replaying it never charges twice. */
  idempotencyKey: z.string().trim().min(8, 'Chave de idempotência inválida.').max(100, 'Chave de idempotência inválida.'),
}).refine((body) => (body.card ? 1 : 0) + (body.cardToken ? 1 : 0) === 1, { message: 'Informe os dados do cartão.', path: ['card'] });
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;

export const PaymentMethodKindSchema = z.enum(['card', 'pix', 'boleto']);
export type PaymentMethodKind = z.infer<typeof PaymentMethodKindSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodKind, string> = { card: 'Cartão de crédito', pix: 'Pix', boleto: 'Boleto' };

export const BRAZILIAN_STATES = ['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'] as const;

/** The payer's address: Mercado Pago's boleto requires it (GET /api/billing/payment-provider says when). */
export const PayerAddressSchema = z.object({
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}-?\d{3}$/, 'CEP inválido. Use 8 dígitos, como 01310-100.')
    .transform((value) => value.replace('-', '')),
  streetName: z.string().trim().min(2, 'Informe a rua.').max(120, 'Nome da rua muito longo.'),
  streetNumber: z.string().trim().min(1, 'Informe o número (ou S/N).').max(10, 'Número muito longo.'),
  neighborhood: z.string().trim().min(2, 'Informe o bairro.').max(80, 'Nome do bairro muito longo.'),
  city: z.string().trim().min(2, 'Informe a cidade.').max(80, 'Nome da cidade muito longo.'),
  federalUnit: z.enum(BRAZILIAN_STATES, { message: 'Escolha a UF.' }),
});
export type PayerAddress = z.input<typeof PayerAddressSchema>;

/** The boleto payer's address as kept (from the last boleto purchase): the renewal boleto is issued with it. */
export const SavedPayerAddressSchema = z.object({
  /** 8 digits */
  zipCode: z.string(),
  streetName: z.string(),
  streetNumber: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  federalUnit: z.string(),
});
export type SavedPayerAddress = z.infer<typeof SavedPayerAddressSchema>;

/** Pix or boleto: a charge is issued, the subscription starts when it is paid. */
export const ChargeBodySchema = z.object({
  planId: z.string().min(1, 'Escolha um plano.').max(50),
  couponCode: CouponCodeSchema.optional(),
  method: z.enum(['pix', 'boleto'], { message: 'Escolha Pix ou boleto.' }),
  /** the payer's CPF (stored as the profile's CPF) */
  cpf: CpfSchema,
  /** boleto at a provider that requires it (paymentProvider.boletoNeedsAddress); kept for the renewal boleto */
  address: PayerAddressSchema.optional(),
  idempotencyKey: z.string().trim().min(8, 'Chave de idempotência inválida.').max(100, 'Chave de idempotência inválida.'),
});
export type ChargeBody = z.input<typeof ChargeBodySchema>;

export const InstalmentOptionSchema = z.object({
  count: z.number().int(),
  instalmentCents: z.number().int(),
  /** the first `firstInstalmentsCount` instalments are worth this (one centavo more than the others when the total does not split evenly) */
  firstInstalmentCents: z.number().int(),
  firstInstalmentsCount: z.number().int(),
  totalCents: z.number().int(),
  interestCents: z.number().int(),
  interestFree: z.boolean(),
  /** "3x de R$ 39,90 sem juros", "1x de R$ 16,64 + 2x de R$ 16,63 sem juros", "6x de R$ 21,67 com juros (total R$ 130,02)" */
  label: z.string(),
});
export type InstalmentOption = z.infer<typeof InstalmentOptionSchema>;
export const InstalmentsQuerySchema = z.object({ planId: z.string().min(1, 'Escolha um plano.').max(50), couponCode: CouponCodeSchema.optional() });

/** pago: received; pendente: Pix/boleto issued, not paid yet; recusado: card declined; expirado: Pix/boleto not paid in time; reembolsado: refunded (7-day guarantee). */
export const PaymentStatusSchema = z.enum(['pago', 'recusado', 'pendente', 'reembolsado', 'expirado']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pago: 'Pago',
  recusado: 'Recusado',
  pendente: 'Pendente',
  reembolsado: 'Reembolsado',
  expirado: 'Expirado',
};

export const PaymentSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  planId: z.string(),
  planName: z.string(),
  kind: z.enum(['checkout', 'renewal']),
  status: PaymentStatusSchema,
  /** 'Pago', 'Recusado', … */
  statusLabel: z.string(),
  listPriceCents: z.number().int(),
  discountCents: z.number().int(),
  amountCents: z.number().int(),
  couponCode: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** a receipt ('Nota Fiscal') exists for paid payments, and for refunded ones (with the refund) */
  hasReceipt: z.boolean(),
  method: PaymentMethodKindSchema,
  /** 'Cartão de crédito', 'Pix', 'Boleto' */
  methodLabel: z.string(),
  /** card instalments (1 = à vista) */
  instalments: z.number().int(),
  /** part of amountCents that is instalment interest */
  interestCents: z.number().int(),
  /** Pix/boleto: until when it can be paid */
  expiresAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** A Pix or boleto charge as the checkout page shows it (and polls it until paid or expired). */
export const ChargeSchema = z.object({
  payment: PaymentSchema,
  pix: z.object({ payload: z.string(), qrCodeSvg: z.string() }).nullable(),
  boleto: z.object({ linhaDigitavel: z.string(), barcode: z.string(), dueDate: z.string() }).nullable(),
  /** set once paid: the subscription it started */
  subscription: z.lazy(() => SubscriptionSchema).nullable(),
  replayed: z.boolean(),
  /** 'Simular pagamento' exists: only while the sandbox is the payment provider in use */
  canSimulate: z.boolean(),
});
export type Charge = z.infer<typeof ChargeSchema>;

/**
 * The payment provider in use, as the checkout needs it: its notices, how a card is entered
 * ('form': the platform's own form, sandbox; 'browser-token': MercadoPago.js tokenizes it in
 * the browser with `publicKey` and only the token reaches the server), and whether a boleto
 * asks for the payer's address.
 */
export const PaymentProviderInfoSchema = z.object({
  provider: z.enum(['sandbox', 'mercadopago']),
  label: z.string(),
  cardEntry: z.enum(['form', 'browser-token']),
  publicKey: z.string().nullable(),
  boletoNeedsAddress: z.boolean(),
  /** 'Simular pagamento' exists (sandbox only) */
  canSimulate: z.boolean(),
});
export type PaymentProviderInfo = z.infer<typeof PaymentProviderInfoSchema>;

/** A card tokenized in the browser by MercadoPago.js: the token and what may be shown of the card, never its number. */
export const CardTokenInputSchema = z.object({
  token: z.string().trim().regex(/^[\w-]{8,64}$/, 'Cartão não reconhecido. Digite os dados do cartão novamente.'),
  paymentMethodId: z.string().trim().regex(/^[a-z_]{2,20}$/, 'Bandeira do cartão não reconhecida.'),
  issuerId: z.string().trim().max(20).nullable().optional(),
  last4: z.string().regex(/^\d{4}$/, 'Cartão não reconhecido. Digite os dados do cartão novamente.'),
  holderName: z.string().trim().min(3, 'Informe o nome impresso no cartão.').max(80, 'Nome do titular muito longo.'),
  expMonth: z.coerce.number().int().min(1, 'Mês de validade inválido.').max(12, 'Mês de validade inválido.'),
  expYear: z.coerce.number().int().min(2000, 'Ano de validade inválido.').max(currentYear + 30, 'Ano de validade inválido.'),
});
export type CardTokenInput = z.input<typeof CardTokenInputSchema>;

/** 'Atualizar' the card on file: typed in the platform's form (sandbox) or tokenized in the browser by the provider's script (Mercado Pago). */
export const PaymentMethodUpdateSchema = z.union([CardInputSchema, z.object({ cardToken: CardTokenInputSchema })]);
export type PaymentMethodUpdate = z.input<typeof PaymentMethodUpdateSchema>;

/** The 7-day guarantee's rule, as the plans page and the checkout say it (once per student). */
export const GUARANTEE_RULE = 'A garantia vale uma vez por aluno: quem já foi reembolsado por ela não tem nova garantia.';

export const WebhookBodySchema = z.object({
  event: z.enum(['payment.confirmed']),
  /** the provider's reference of the charge (Pix txid, boleto nosso número) */
  reference: z.string().min(1).max(100),
  /** what the payer actually paid, in integer centavos: compared with the charge (less is refunded, more is applied and the excess refunded) */
  amountCents: z.number().int().positive().max(100_000_000),
  /**
   * the provider's id of this movement of money (Pix end-to-end id): a second delivery of the
   * same id is the same payment (answered 200, nothing done); another id on a paid charge is a
   * second payment, refunded. Absent: the charge's reference (one payment per charge).
   */
  transactionId: z.string().min(1).max(100).optional(),
});

export const PaymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  holderName: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const SubscriptionStatusSchema = z.enum(['active', 'canceled', 'expired']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativo',
  canceled: 'Cancelada',
  expired: 'Expirada',
};

const PlanRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  periodMonths: z.number().int(),
  billingPriceCents: z.number().int(),
  monthlyPriceCents: z.number().int(),
  /** the plan's benefits (same list as Plan.features) */
  features: z.array(z.string()),
});

export const SubscriptionSchema = z.object({
  id: z.string(),
  status: SubscriptionStatusSchema,
  statusLabel: z.string(),
  plan: PlanRefSchema,
  /** the plan chosen with 'Mudar Plano', effective at the next renewal */
  pendingPlan: PlanRefSchema.nullable(),
  startedAt: z.string(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** whether premium courses are open right now */
  hasAccess: z.boolean(),
  /** null when it will not renew */
  nextChargeAt: z.string().nullable(),
  nextChargeCents: z.number().int().nullable(),
  /** whole months since startedAt */
  memberMonths: z.number().int(),
  /** Σ over paid payments of (monthly price × months covered − amount paid) */
  totalSavingsCents: z.number().int(),
  paymentMethod: PaymentMethodSchema.nullable(),
  /** the boleto payer's address kept from the last boleto purchase (null when none was given) */
  payerAddress: SavedPayerAddressSchema.nullable(),
  /** how it is paid: card renews by card, Pix/boleto by a new charge before the period ends */
  paidWith: PaymentMethodKindSchema,
  /**
   * how the next renewal is charged: the card on file, or a Pix/boleto sent before the period ends
   * (a card the provider cannot charge with nobody present, or a boleto without an address kept, renews by Pix)
   */
  renewsBy: PaymentMethodKindSchema,
  /** 7-day guarantee: until when cancelling refunds the first payment in full (null when it does not apply) */
  guarantee: z.object({ until: z.string(), refundCents: z.number().int() }).nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionEnvelopeSchema = z.object({ subscription: SubscriptionSchema.nullable() });

export const SubscriptionAccessSchema = z.object({ access: z.enum(['active', 'expired', 'none']) });

export const CheckoutResultSchema = z.object({
  payment: PaymentSchema,
  subscription: SubscriptionSchema,
  /** true when this answer is the stored result of an earlier request with the same key */
  replayed: z.boolean(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export const ChangePlanBodySchema = z.object({ planId: z.string().min(1, 'Escolha um plano.').max(50) });

export const SignUpBodySchema = z.object({
  name: z.string().trim().min(3, 'Informe seu nome completo.').max(100, 'Nome muito longo.'),
  email: z.string().trim().toLowerCase().email('Informe um e-mail válido.').max(200, 'E-mail muito longo.'),
  /** the minimum length comes from the settings (checked by the server) */
  password: z.string().min(1, 'Informe uma senha.').max(200, 'Senha muito longa.'),
  /** the plan (and coupon) being bought: the confirmation link brings the student back to its checkout */
  planId: z.string().trim().regex(/^[\w-]{1,50}$/, 'Plano inválido.').optional(),
  couponCode: CouponCodeSchema.optional(),
});
export type SignUpBody = z.input<typeof SignUpBodySchema>;

/**
 * The same answer whether the address was free (account created, unconfirmed, no session)
 * or already taken (its owner is told by e-mail): sign-up cannot tell who has an account.
 */
export const SignUpResultSchema = z.object({ ok: z.literal(true), email: z.string(), message: z.string() });
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

export const SupportMessageBodySchema = z.object({
  subject: z.string().trim().min(3, 'Informe o assunto (mínimo de 3 caracteres).').max(120, 'Assunto muito longo (máximo de 120 caracteres).'),
  message: z.string().trim().min(10, 'Descreva sua dúvida (mínimo de 10 caracteres).').max(2000, 'Mensagem muito longa (máximo de 2000 caracteres).'),
  /** where the form was opened (e.g. 'assinatura-expirada'), for the support team */
  context: z.string().trim().max(100).optional(),
});
export type SupportMessageBody = z.input<typeof SupportMessageBodySchema>;

export const SupportMessageResultSchema = z.object({ ok: z.literal(true), message: z.string() });

export const billingEndpoints = {
  plans: defineEndpoint({
    method: 'GET', path: '/api/billing/plans', access: 'public',
    summary: 'Planos de assinatura ativos, na ordem de exibição.',
    response: z.array(PlanSchema),
  }),
  checkCoupon: defineEndpoint({
    method: 'POST', path: '/api/billing/coupons/check', access: 'public',
    summary: 'Valida um cupom (validade, limite de usos, ativo) e calcula o desconto para um plano.',
    body: CouponCheckBodySchema, response: CouponQuoteSchema,
  }),
  signUp: defineEndpoint({
    method: 'POST', path: '/api/billing/sign-up', access: 'public',
    summary: 'Cadastro no checkout: envia o link de confirmação (a sessão abre pelo link); a resposta é a mesma para e-mail livre ou já cadastrado.',
    body: SignUpBodySchema, response: SignUpResultSchema, status: 202,
  }),
  access: defineEndpoint({
    method: 'GET', path: '/api/billing/access', access: ['aluno'],
    summary: 'Se o aluno pode abrir cursos premium agora (active, expired ou none).',
    response: SubscriptionAccessSchema,
  }),
  subscription: defineEndpoint({
    method: 'GET', path: '/api/billing/subscription', access: ['aluno'],
    summary: 'A assinatura do aluno (renovações vencidas são processadas antes).',
    response: SubscriptionEnvelopeSchema,
  }),
  checkout: defineEndpoint({
    method: 'POST', path: '/api/billing/checkout', access: ['aluno'],
    summary: 'Paga um plano (provedor de demonstração) e cria a assinatura. Idempotente pela chave enviada.',
    body: CheckoutBodySchema, response: CheckoutResultSchema,
    conflict: 'A chave de idempotência já foi usada em outro pedido, ou o aluno já tem uma assinatura ativa.',
  }),
  changePlan: defineEndpoint({
    method: 'PUT', path: '/api/billing/subscription/plan', access: ['aluno'],
    summary: 'Escolhe o plano que passa a valer na próxima renovação (o plano atual desfaz a troca).',
    body: ChangePlanBodySchema, response: SubscriptionSchema,
  }),
  cancel: defineEndpoint({
    method: 'POST', path: '/api/billing/subscription/cancel', access: ['aluno'],
    summary: 'Cancela a assinatura: nos 7 dias seguintes ao primeiro pagamento, reembolsa o valor integral e o acesso termina na hora (garantia); depois, ao fim do período pago.',
    response: SubscriptionSchema, conflict: 'A assinatura já está cancelada.',
  }),
  resume: defineEndpoint({
    method: 'POST', path: '/api/billing/subscription/resume', access: ['aluno'],
    summary: 'Desfaz o cancelamento enquanto o período pago não terminou.',
    response: SubscriptionSchema, conflict: 'A assinatura não está cancelada.',
  }),
  payments: defineEndpoint({
    method: 'GET', path: '/api/billing/payments', access: ['aluno'],
    summary: 'Histórico de pagamentos do aluno, mais recentes primeiro.',
    response: z.array(PaymentSchema),
  }),
  receipt: defineEndpoint({
    method: 'GET', path: '/api/billing/payments/:id/receipt', access: ['aluno'],
    summary: 'Nota Fiscal (recibo em PDF) de um pagamento do próprio aluno.',
    params: IdParamsSchema, response: z.any(), produces: 'application/pdf',
  }),
  updatePaymentMethod: defineEndpoint({
    method: 'PUT', path: '/api/billing/payment-method', access: ['aluno'],
    summary: 'Substitui o cartão cadastrado (guarda só bandeira, 4 últimos dígitos e validade).',
    body: PaymentMethodUpdateSchema, response: PaymentMethodSchema,
  }),
  updatePayerAddress: defineEndpoint({
    method: 'PUT', path: '/api/billing/payer-address', access: ['aluno'],
    summary: 'Substitui o endereço de quem paga o boleto (CEP, rua, número, bairro, cidade, UF), usado no boleto de renovação.',
    body: PayerAddressSchema, response: SavedPayerAddressSchema,
  }),
  paymentProvider: defineEndpoint({
    method: 'GET', path: '/api/billing/payment-provider', access: 'public',
    summary: 'O provedor de pagamento em uso (demonstração ou Mercado Pago) e o que o checkout precisa dele: como o cartão é digitado, a chave pública, se o boleto pede o endereço.',
    response: PaymentProviderInfoSchema,
  }),
  instalments: defineEndpoint({
    method: 'GET', path: '/api/billing/instalments', access: 'public',
    summary: 'Opções de parcelamento no cartão (1x a 12x) de um plano, com o cupom quando houver.',
    query: InstalmentsQuerySchema, response: z.array(InstalmentOptionSchema),
  }),
  createCharge: defineEndpoint({
    method: 'POST', path: '/api/billing/charges', access: ['aluno'],
    summary: 'Emite uma cobrança Pix ou boleto (provedor de demonstração); a assinatura começa quando ela é paga. Idempotente pela chave enviada.',
    body: ChargeBodySchema, response: ChargeSchema, status: 201,
    conflict: 'A chave de idempotência já foi usada em outro pedido, ou o aluno já tem uma assinatura ativa.',
  }),
  charge: defineEndpoint({
    method: 'GET', path: '/api/billing/charges/:id', access: ['aluno'],
    summary: 'Uma cobrança Pix ou boleto do próprio aluno e o seu estado (pendente, pago, expirado).',
    params: IdParamsSchema, response: ChargeSchema,
  }),
  simulateChargePayment: defineEndpoint({
    method: 'POST', path: '/api/billing/charges/:id/simulate', access: ['aluno'],
    summary: 'Ambiente de demonstração: simula o pagamento de uma cobrança pendente (o provedor envia o webhook assinado).',
    params: IdParamsSchema, response: ChargeSchema, conflict: 'A cobrança expirou ou já foi paga.',
  }),
  boletoPdf: defineEndpoint({
    method: 'GET', path: '/api/billing/charges/:id/boleto', access: ['aluno'],
    summary: 'O boleto em PDF (código de barras Intercalado 2 de 5) de uma cobrança do próprio aluno.',
    params: IdParamsSchema, response: z.any(), produces: 'application/pdf',
  }),
  webhook: defineEndpoint({
    method: 'POST', path: '/api/billing/webhooks/sandbox', access: 'public',
    summary: 'Webhook do provedor de pagamento: confirma uma cobrança. Exige a assinatura HMAC-SHA256 do corpo no cabeçalho x-eduia-signature (t=…,v1=…; janela de 5 minutos).',
    body: WebhookBodySchema, response: OkSchema,
  }),
  contactSupport: defineEndpoint({
    method: 'POST', path: '/api/billing/support', access: 'authenticated',
    summary: 'Envia uma mensagem ao suporte (e-mail de suporte das configurações).',
    body: SupportMessageBodySchema, response: SupportMessageResultSchema, status: 201,
  }),
};

/** Luhn check digit: catches typos before anything is sent. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let digit = Number(number[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}
