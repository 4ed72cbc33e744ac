import { formatCentsBRL, formatDatePtBR } from '#server/lib/format';
import type { PaymentWithPlanRow } from './billing.repository.ts';
import { instalmentSplitText } from './payment-codes/instalments.ts';
import { demoNote } from './payment-provider.ts';

// Every e-mail billing sends, in one place: subject and body; the caller knows the address.

interface EmailText {
  subject: string;
  body: string;
}

/** Sign-up at checkout: welcome, and the link that confirms the address and opens the session. */
export function signUpConfirmationEmail(platformName: string, name: string, link: string): EmailText {
  return {
    subject: `Confirme seu e-mail na ${platformName}`,
    body: [
      `Olá, ${name}.`,
      '',
      `Bem-vindo(a) à ${platformName}! Sua conta de aluno foi criada. Para confirmar seu e-mail e continuar a assinatura, abra o link abaixo (válido por 24 horas, uma única vez):`,
      link,
      '',
      `Se você não criou uma conta na ${platformName}, ignore esta mensagem.`,
    ].join('\n'),
  };
}

/** "6x de R$ 22,09 + …": what each instalment costs (they differ by at most one centavo; payment-codes/instalments.ts). */
export const instalmentsText = (amountCents: number, instalments: number): string => instalmentSplitText(amountCents, instalments, formatCentsBRL);

/** How a payment was paid, as receipts and e-mails print it. */
export function paymentMethodText(payment: Pick<PaymentWithPlanRow, 'method' | 'cardBrand' | 'cardLast4' | 'instalments' | 'amountCents' | 'interestCents'>): string {
  if (payment.method === 'pix') return 'Pix';
  if (payment.method === 'boleto') return 'Boleto';
  const card = `Cartão ${payment.cardBrand ?? ''} final ${payment.cardLast4 ?? ''}`.replace(/\s+/g, ' ').trim();
  if (payment.instalments <= 1) return `${card}, à vista`;
  const interest = payment.interestCents > 0 ? `, com juros de ${formatCentsBRL(payment.interestCents)}` : ', sem juros';
  return `${card}, em ${instalmentsText(payment.amountCents, payment.instalments)}${interest}`;
}

/** A paid payment (checkout or renewal), with the lines of its receipt. */
export function receiptEmail(subject: string, platformName: string, name: string, payment: PaymentWithPlanRow): EmailText {
  const lines = [
    `Olá, ${name}.`,
    '',
    `Recebemos o seu pagamento. Obrigado por assinar a ${platformName}!`,
    '',
    `Nota fiscal: ${payment.receiptNumber}`,
    `Plano: ${payment.planName}`,
    `Data do pagamento: ${formatDatePtBR(payment.paidAt ?? payment.createdAt)}`,
    ...(payment.discountCents > 0 || payment.interestCents > 0 ? [`Valor do plano: ${formatCentsBRL(payment.listPriceCents)}`] : []),
    ...(payment.discountCents > 0 ? [`Desconto${payment.couponCode ? ` (cupom ${payment.couponCode})` : ''}: -${formatCentsBRL(payment.discountCents)}`] : []),
    ...(payment.interestCents > 0 ? [`Juros do parcelamento: +${formatCentsBRL(payment.interestCents)}`] : []),
    `Total pago: ${formatCentsBRL(payment.amountCents)}`,
    ...(payment.periodStart && payment.periodEnd ? [`Período: ${formatDatePtBR(payment.periodStart)} a ${formatDatePtBR(payment.periodEnd)}`] : []),
    `Forma de pagamento: ${paymentMethodText(payment)}`,
    '',
    'O recibo em PDF está disponível em Minha Assinatura > Histórico de Pagamentos.',
    ...demoNote(payment.provider),
  ];
  return { subject, body: lines.join('\n') };
}

export const CHECKOUT_RECEIPT_SUBJECT = 'Pagamento confirmado — sua assinatura está ativa';
export const RENEWAL_RECEIPT_SUBJECT = 'Sua assinatura foi renovada';

export function canceledEmail(name: string, until: string): EmailText {
  return {
    subject: 'Sua assinatura foi cancelada',
    body: `Olá, ${name}.\n\nConfirmamos o cancelamento da sua assinatura. Você continua com acesso a todos os cursos até ${until}; depois dessa data não haverá novas cobranças.\n\nMudou de ideia? Reative a assinatura em Minha Assinatura antes dessa data.`,
  };
}

/** A declined renewal; `accessUntil` is the paid period's end while it has not passed yet. */
export function renewalDeclinedEmail(name: string, input: { amountCents: number; planName: string; reason: string; accessUntil: string | null }): EmailText {
  return {
    subject: 'Não conseguimos renovar sua assinatura',
    body: `Olá, ${name}.\n\nA cobrança de ${formatCentsBRL(input.amountCents)} para renovar o Plano ${input.planName} foi recusada: ${input.reason}\n\n${
      input.accessUntil
        ? `Você mantém o acesso até ${formatDatePtBR(input.accessUntil)}. Para continuar estudando, atualize seu cartão e reative a assinatura em Minha Assinatura.`
        : 'Sua assinatura expirou. Para continuar estudando, atualize seu cartão e assine novamente em Minha Assinatura.'
    }`,
  };
}

/**
 * The saved card could not be charged because the payment provider is unreachable: access goes on
 * through the grace period while the charge is retried (`accessUntil`); or, still unreachable at
 * its end, the subscription has expired (`accessUntil` null).
 */
export function renewalProviderDownEmail(name: string, input: { amountCents: number; planName: string; providerLabel: string; accessUntil: string | null }): EmailText {
  return input.accessUntil
    ? {
        subject: 'Sua renovação está pendente',
        body: `Olá, ${name}.\n\nNão conseguimos cobrar no seu cartão a renovação do Plano ${input.planName} (${formatCentsBRL(input.amountCents)}) porque o ${input.providerLabel} está fora do ar. Seu acesso continua até ${formatDatePtBR(input.accessUntil)} e tentaremos a cobrança de novo automaticamente; avisaremos quando ela for confirmada. Você não precisa fazer nada agora.`,
      }
    : {
        subject: 'Sua assinatura expirou',
        body: `Olá, ${name}.\n\nO ${input.providerLabel} continuou fora do ar e não conseguimos cobrar no seu cartão a renovação do Plano ${input.planName} (${formatCentsBRL(input.amountCents)}). Sua assinatura expirou. Quando o pagamento voltar a funcionar, assine novamente em Minha Assinatura. Se a cobrança no cartão chegar a ser feita, sua assinatura será reativada ou o valor será devolvido automaticamente.`,
      };
}

/** A boleto was issued (checkout or renewal): the numbers to pay it, and the due date. */
export function boletoIssuedEmail(name: string, input: { planName: string; amountCents: number; dueDate: string; linha: string; provider: string }): EmailText {
  const [year, month, day] = input.dueDate.split('-');
  return {
    subject: 'Seu boleto foi emitido',
    body: [
      `Olá, ${name}.`,
      '',
      `Seu boleto de ${formatCentsBRL(input.amountCents)} do Plano ${input.planName} vence em ${day}/${month}/${year}.`,
      `Linha digitável: ${input.linha}`,
      '',
      'O PDF para imprimir está em Minha Assinatura > Histórico de Pagamentos. A assinatura começa quando o pagamento for confirmado; depois do vencimento, o boleto expira.',
      ...demoNote(input.provider),
    ].join('\n'),
  };
}

/** Money given back: the 7-day guarantee, or a payment that arrived for an already active subscription. */
export function refundEmail(name: string, input: { amountCents: number; planName: string; reason: string; provider: string }): EmailText {
  return {
    subject: 'Seu reembolso foi processado',
    body: [
      `Olá, ${name}.`,
      '',
      `Devolvemos ${formatCentsBRL(input.amountCents)} do Plano ${input.planName}: ${input.reason}.`,
      'O recibo do reembolso está em Minha Assinatura > Histórico de Pagamentos.',
      ...demoNote(input.provider),
    ].join('\n'),
  };
}

/** A Pix/boleto subscription's renewal: the new charge, payable until the end of the grace period. */
export function renewalChargeEmail(
  name: string, input: { method: 'pix' | 'boleto'; planName: string; amountCents: number; payUntil: string; code: string; provider: string; providerLabel: string },
): EmailText {
  return {
    subject: input.method === 'pix' ? 'Renove sua assinatura com Pix' : 'Boleto de renovação da sua assinatura',
    body: [
      `Olá, ${name}.`,
      '',
      `Seu Plano ${input.planName} está chegando ao fim do período. Para renovar, pague ${formatCentsBRL(input.amountCents)} até ${formatDatePtBR(input.payUntil)}; seu acesso continua até lá.`,
      input.method === 'pix' ? `Pix copia e cola: ${input.code}` : `Linha digitável: ${input.code}`,
      '',
      'Também está em Minha Assinatura > Histórico de Pagamentos.',
      // Who takes the money: a real provider by its name; the sandbox says it takes none.
      ...(demoNote(input.provider).length ? demoNote(input.provider) : [`Cobrança emitida pelo ${input.providerLabel}.`]),
    ].join('\n'),
  };
}
