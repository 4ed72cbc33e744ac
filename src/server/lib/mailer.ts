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

/** Where a message ended up: sent by SMTP, refused by it, or kept in the outbox (no SMTP server). */
export interface MailResult {
  status: 'enviado' | 'falhou' | 'caixa-de-saida';
  error: string | null;
}

/** The SMTP server of the e-mail settings (password already opened), or null when none is set. */
export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  password: string;
  from: string;
}

export interface MailerOptions {
  /** SMTP_URL: when set, it wins over the settings (deployment configuration). */
  smtpUrl: string | undefined;
  /** Read on every message, so a settings change applies to the next e-mail. */
  readSmtpSettings: () => Promise<SmtpSettings | null>;
  /** The sender (the emailFrom setting). */
  readFrom: () => Promise<string>;
}

/**
 * Every message is written to email_outbox first, so none is ever dropped: with SMTP_URL,
 * or an SMTP server in the e-mail settings, it is then sent and marked 'enviado' (or
 * 'falhou' with the error); without either, it stays in the outbox ('caixa-de-saida') for
 * the admin to read.
 */
export class Mailer {
  private readonly urlTransport: nodemailer.Transporter | null;
  private settingsTransport: { key: string; transport: nodemailer.Transporter } | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: MailerOptions,
  ) {
    this.urlTransport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  private async transport(): Promise<nodemailer.Transporter | null> {
    if (this.urlTransport) return this.urlTransport;
    const smtp = await this.options.readSmtpSettings();
    if (!smtp) return null;
    const key = JSON.stringify([smtp.host, smtp.port, smtp.user, smtp.password]);
    if (this.settingsTransport?.key !== key) {
      this.settingsTransport?.transport.close();
      this.settingsTransport = {
        key,
        transport: nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          // 465 is SMTPS; other ports upgrade with STARTTLS when the server offers it.
          secure: smtp.port === 465,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
          // Never log: the AUTH exchange carries the password.
          logger: false,
          debug: false,
        }),
      };
    }
    return this.settingsTransport.transport;
  }

  /**
   * `alongside` runs in the transaction that writes the outbox row (e.g. the audit row of an
   * admin's test message): both exist or neither does; delivery comes after the commit.
   */
  async send(mail: Mail, alongside?: (trx: Db, outboxId: string) => Promise<void>): Promise<MailResult> {
    const id = newId();
    const transport = await this.transport();
    const insert = (db: Db) => db
      .insertInto('emailOutbox')
      .values({
        id,
        toAddress: mail.to,
        subject: mail.subject,
        body: mail.body,
        status: transport ? 'pendente' : 'caixa-de-saida',
        error: null,
        createdAt: this.clock.now().toISOString(),
        sentAt: null,
      })
      .execute();
    if (alongside) {
      await this.db.transaction().execute(async (trx) => {
        await insert(trx);
        await alongside(trx, id);
      });
    } else {
      await insert(this.db);
    }
    return this.deliver(transport, id, mail);
  }

  private async deliver(transport: nodemailer.Transporter | null, id: string, mail: Mail): Promise<MailResult> {
    if (!transport) return { status: 'caixa-de-saida', error: null };
    try {
      await transport.sendMail({ from: await this.options.readFrom(), to: mail.to, subject: mail.subject, text: mail.body });
      await this.db.updateTable('emailOutbox').set({ status: 'enviado', error: null, sentAt: this.clock.now().toISOString() }).where('id', '=', id).execute();
      return { status: 'enviado', error: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.db.updateTable('emailOutbox').set({ status: 'falhou', error: message }).where('id', '=', id).execute();
      return { status: 'falhou', error: message };
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
   * when it is not a failed message. `alongside` runs in the claim's transaction (the admin's
   * audit row): a claim and its record commit together; delivery comes after.
   */
  async retry(
    id: string,
    alongside?: (trx: Db, claimed: Selectable<EmailOutboxTable>) => Promise<void>,
  ): Promise<Selectable<EmailOutboxTable> | null | 'not-failed'> {
    const transport = await this.transport();
    const claimed = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('emailOutbox')
        .set({ status: transport ? 'pendente' : 'caixa-de-saida', error: null })
        .where('id', '=', id)
        .where('status', '=', 'falhou')
        .returningAll()
        .executeTakeFirst();
      if (row && alongside) await alongside(trx, row);
      return row;
    });
    if (!claimed) {
      const exists = await this.db.selectFrom('emailOutbox').select('id').where('id', '=', id).executeTakeFirst();
      return exists ? 'not-failed' : null;
    }
    await this.deliver(transport, id, { to: claimed.toAddress, subject: claimed.subject, body: claimed.body });
    return (await this.db.selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  }
}

type OutboxStatus = EmailOutboxTable['status'];
