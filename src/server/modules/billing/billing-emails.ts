import { formatCentsBRL, formatDatePtBR } from '#server/lib/format';
import type { PaymentWithPlanRow } from './billing.repository.ts';

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

/** A paid payment (checkout or renewal), with the lines of its receipt. */
export function receiptEmail(subject: string, platformName: string, name: string, payment: PaymentWithPlanRow): EmailText {
  const lines = [
    `Olá, ${name}.`,
    '',
    `Recebemos o seu pagamento. Obrigado por assinar a ${platformName}!`,
    '',
    `Nota fiscal: ${payment.receiptNumber}`,
    `Plano: ${payment.planName}`,
    `Data: ${formatDatePtBR(payment.createdAt)}`,
    ...(payment.discountCents > 0 ? [`Valor do plano: ${formatCentsBRL(payment.listPriceCents)}`, `Desconto${payment.couponCode ? ` (cupom ${payment.couponCode})` : ''}: -${formatCentsBRL(payment.discountCents)}`] : []),
    `Total pago: ${formatCentsBRL(payment.amountCents)}`,
    ...(payment.periodStart && payment.periodEnd ? [`Período: ${formatDatePtBR(payment.periodStart)} a ${formatDatePtBR(payment.periodEnd)}`] : []),
    ...(payment.cardLast4 ? [`Cartão: ${payment.cardBrand} final ${payment.cardLast4}`] : []),
    '',
    'O recibo em PDF está disponível em Minha Assinatura > Histórico de Pagamentos.',
    'Pagamento de demonstração: nenhuma cobrança real foi feita.',
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
