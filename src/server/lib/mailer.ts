import nodemailer from 'nodemailer';
import { sql, type Selectable } from 'kysely';
import type { Db } from '#server/db/database';
import type { EmailOutboxTable } from '#server/db/schema';
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
    await this.deliver(id, mail);
  }

  private async deliver(id: string, mail: Mail): Promise<void> {
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.body });
      await this.db.updateTable('emailOutbox').set({ status: 'enviado', error: null, sentAt: this.clock.now().toISOString() }).where('id', '=', id).execute();
    } catch (error) {
      await this.db.updateTable('emailOutbox').set({ status: 'falhou', error: String(error) }).where('id', '=', id).execute();
    }
  }

  // ------------------------------------------------------------ the admin's outbox (/admin/emails, issue 13 item 9)

  /** Newest first; `to` is part of the recipient's address. */
  async list(filter: { status?: OutboxStatus; to?: string }, limit: number, offset: number) {
    const query = this.filtered(filter);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.count) };
  }

  private filtered(filter: { status?: OutboxStatus; to?: string }) {
    let query = this.db.selectFrom('emailOutbox');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.to) {
      const pattern = `%${filter.to.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where(sql<string>`lower(${sql.ref('toAddress')})`, 'like', sql<string>`${pattern} escape '\\'`);
    }
    return query;
  }

  async countByStatus(): Promise<Record<OutboxStatus, number>> {
    const counts: Record<OutboxStatus, number> = { pendente: 0, enviado: 0, 'caixa-de-saida': 0, falhou: 0 };
    const rows = await this.db.selectFrom('emailOutbox').select(['status', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('status').execute();
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  /**
   * Sends a failed message again: claimed with one conditional update (two clicks send it
   * once). Without SMTP it goes back to the outbox. Null when it does not exist; 'not-failed'
   * when it is not a failed message.
   */
  async retry(id: string): Promise<Selectable<EmailOutboxTable> | null | 'not-failed'> {
    const claimed = await this.db
      .updateTable('emailOutbox')
      .set({ status: this.transport ? 'pendente' : 'caixa-de-saida', error: null })
      .where('id', '=', id)
      .where('status', '=', 'falhou')
      .returningAll()
      .executeTakeFirst();
    if (!claimed) {
      const exists = await this.db.selectFrom('emailOutbox').select('id').where('id', '=', id).executeTakeFirst();
      return exists ? 'not-failed' : null;
    }
    await this.deliver(id, { to: claimed.toAddress, subject: claimed.subject, body: claimed.body });
    return (await this.db.selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  }
}

type OutboxStatus = EmailOutboxTable['status'];
