import { MINUTE_MS } from '#server/lib/clock';

// The texts of the e-mails user administration sends. Never a password: a new account's
// temporary password is given by the administrator, a reset is a link.

export function accountCreatedMail(platform: string, name: string, publicUrl: string) {
  return {
    subject: `Sua conta no ${platform} foi criada`,
    body: [
      `Olá, ${name}.`,
      '',
      `A administração do ${platform} criou uma conta para você com este e-mail.`,
      'A senha temporária será informada pela administração; no primeiro acesso você criará a sua própria senha.',
      '',
      `Acesse: ${publicUrl}/`,
    ].join('\n'),
  };
}

export function accountSuspendedMail(platform: string, name: string, reason: string | null) {
  return {
    subject: `Sua conta no ${platform} foi suspensa`,
    body: [
      `Olá, ${name}.`,
      '',
      `Sua conta no ${platform} foi suspensa pela administração.${reason ? ` Motivo: ${reason}` : ''}`,
      'Se acha que houve um engano, responda a este e-mail ou fale com o suporte.',
    ].join('\n'),
  };
}

export function accountReactivatedMail(platform: string, name: string, publicUrl: string) {
  return {
    subject: `Sua conta no ${platform} foi reativada`,
    body: [`Olá, ${name}.`, '', `Sua conta no ${platform} foi reativada. Você já pode entrar novamente.`, '', `Acesse: ${publicUrl}/`].join('\n'),
  };
}

export function passwordResetMail(platform: string, name: string, link: string, ttlMs: number) {
  const hours = Math.round(ttlMs / (60 * MINUTE_MS));
  return {
    subject: `Redefinição de senha no ${platform}`,
    body: [
      `Olá, ${name}.`,
      '',
      `A administração do ${platform} redefiniu a sua senha. A senha anterior deixou de valer e as sessões abertas foram encerradas.`,
      `Crie uma nova senha por este link (uso único, válido por ${hours} horas):`,
      link,
      '',
      'Se você não esperava esta mensagem, fale com o suporte.',
    ].join('\n'),
  };
}
