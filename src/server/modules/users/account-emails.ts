import { formatDatePtBR } from '#server/lib/format';

// Every e-mail about the account's own security, in one place: subject and body; the caller knows the address.

interface EmailText {
  subject: string;
  body: string;
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
const when = (at: Date) => `${formatDatePtBR(at)} às ${timeFormat.format(at)} (horário de Brasília)`;
const notYou = (supportEmail: string) => `Não foi você? Responda imediatamente para ${supportEmail} para bloquearmos a alteração e protegermos a sua conta.`;

export function confirmNewEmail(platformName: string, name: string, link: string): EmailText {
  return {
    subject: `Confirme o seu novo e-mail na ${platformName}`,
    body: `Olá, ${name}.\n\nRecebemos um pedido para usar este endereço na sua conta da ${platformName}. Para confirmar, abra o link abaixo (válido por 24 horas):\n\n${link}\n\nSe você não pediu esta alteração, ignore esta mensagem: nada muda.`,
  };
}

/** To the owner of an address that someone tried to register or move to (no account is revealed to the requester). */
export function addressAlreadyInUse(platformName: string, name: string, supportEmail: string): EmailText {
  return {
    subject: `Tentativa de usar o seu e-mail na ${platformName}`,
    body: `Olá, ${name}.\n\nAlguém tentou cadastrar ou vincular este endereço a uma conta da ${platformName}, mas ele já pertence à sua conta. Nada foi alterado.\n\nSe foi você, entre com a sua senha (ou use "Esqueci minha senha"). Se não foi, pode ignorar esta mensagem; em caso de dúvida, escreva para ${supportEmail}.`,
  };
}

export function emailChangedNotice(platformName: string, name: string, newEmail: string, at: Date, supportEmail: string): EmailText {
  return {
    subject: `O e-mail da sua conta na ${platformName} foi alterado`,
    body: `Olá, ${name}.\n\nO e-mail da sua conta foi alterado para ${newEmail} em ${when(at)}. A partir de agora, as mensagens da conta vão para o novo endereço.\n\n${notYou(supportEmail)}`,
  };
}

export function twoFactorDisabledNotice(platformName: string, name: string, at: Date, supportEmail: string): EmailText {
  return {
    subject: `A verificação em duas etapas foi desativada na ${platformName}`,
    body: `Olá, ${name}.\n\nA autenticação em dois fatores da sua conta foi desativada em ${when(at)}.\n\n${notYou(supportEmail)}`,
  };
}
