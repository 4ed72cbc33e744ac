import nodemailer from 'nodemailer';
import type { Db } from '#server/db/database';
import type { Clock } from './clock.ts';
import { newId } from './ids.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Every message is written to email_outbox first, so none is ever dropped: with SMTP_URL
 * it is then sent and marked 'enviado' (or 'falhou' with the error); without it, it stays
 * in the outbox ('caixa-de-saida') for the admin to read.
 */
export class Mailer {
  private readonly transport: nodemailer.Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    smtpUrl: string | undefined,
    private readonly from = 'EduIA <nao-responda@eduia.com.br>',
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(mail: Mail): Promise<void> {
    const id = newId();
    await this.db
      .insertInto('emailOutbox')
      .values({
        id,
        toAddress: mail.to,
        subject: mail.subject,
        body: mail.body,
        status: this.transport ? 'pendente' : 'caixa-de-saida',
        error: null,
        createdAt: this.clock.now().toISOString(),
        sentAt: null,
      })
      .execute();
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.body });
      await this.db.updateTable('emailOutbox').set({ status: 'enviado', sentAt: this.clock.now().toISOString() }).where('id', '=', id).execute();
    } catch (error) {
      await this.db.updateTable('emailOutbox').set({ status: 'falhou', error: String(error) }).where('id', '=', id).execute();
    }
  }
}
