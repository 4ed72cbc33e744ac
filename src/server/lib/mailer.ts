import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import { sql, type Selectable } from 'kysely';
import type { Db } from '#server/db/database';
import type { EmailOutboxTable } from '#server/db/schema';
import type { Clock } from './clock.ts';
import { newId } from './ids.ts';
import type { MailDrop } from './mail-drop.ts';
import { checkSmtpHost } from './smtp-host.ts';

/** The single-use links an e-mail may carry: only their recipient may ever read them. */
export type SecretLinkKind = 'password-reset' | 'email-verification' | 'email-change';

/** What the outbox shows in place of a secret link (the message handed to SMTP has the link). */
export const SECRET_LINK_MARKS: Record<SecretLinkKind, string> = {
  'password-reset': '[link de redefinição oculto — enviado só ao destinatário]',
  'email-verification': '[link de confirmação oculto — enviado só ao destinatário]',
  'email-change': '[link de confirmação do novo e-mail oculto — enviado só ao destinatário]',
};

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /**
   * The secret link `body` carries (its URL appears in it): the outbox stores the body with
   * the link's mark instead, and a retry asks for a fresh link (`ref` says whose).
   */
  secretLink?: { url: string; kind: SecretLinkKind; ref: Record<string, string> };
}

/** Where a message ended up: sent by SMTP, refused by it, or kept in the outbox (no SMTP server). */
export interface MailResult {
  status: 'enviado' | 'falhou' | 'caixa-de-saida';
  /** A Portuguese reason fit for the browser; the server's own words go to the log only. */
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
  /** SMTP_URL: when set, it wins over the settings (deployment configuration, not checked). */
  smtpUrl: string | undefined;
  /** Read on every message, so a settings change applies to the next e-mail. */
  readSmtpSettings: () => Promise<SmtpSettings | null>;
  /** The sender (the emailFrom setting). */
  readFrom: () => Promise<string>;
  /** SMTP_ALLOW_PRIVATE_HOSTS: the settings' server may be on loopback or a private network. */
  allowPrivateHosts: boolean;
  /** Without an SMTP server, the complete message goes here (MAIL_DIR). */
  drop: MailDrop;
  log: { warn: (details: object, message: string) => void };
  /** A fresh link of `kind` for the account `ref` names, sent to `to`; null when none can be issued any more. */
  reissueLink: (kind: SecretLinkKind, ref: Record<string, string>, to: string) => Promise<string | null>;
  /** A certificate authority trusted for the settings' server besides the system ones (the tests' own server). */
  smtpCa?: string;
}

/** What the browser is told when a message could not be sent; the details are logged. */
export const MAIL_ERRORS = {
  privateHost: 'O servidor SMTP configurado fica numa rede interna (endereço local ou privado) e a plataforma não se conecta a ele. Use um servidor SMTP público.',
  notFound: 'O servidor SMTP configurado não foi encontrado. Confira o nome do servidor.',
  auth: 'O servidor SMTP recusou o usuário ou a senha.',
  tls: 'Não foi possível estabelecer uma conexão segura (TLS) com o servidor SMTP; com usuário e senha, o envio exige TLS.',
  connection: 'Não foi possível conectar ao servidor SMTP. Confira o servidor e a porta.',
  envelope: 'O servidor SMTP recusou o remetente ou o destinatário.',
  refused: 'O servidor SMTP não aceitou a mensagem.',
  drop: 'Não foi possível guardar a mensagem no diretório de e-mails do servidor.',
  reissue: 'Esta mensagem levava um link que não pode mais ser gerado (a conta mudou desde o envio). Nada foi reenviado.',
} as const;

/** The browser's reason for a nodemailer error: never the server's banner or reply. */
function publicSmtpError(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  const text = error instanceof Error ? error.message : String(error);
  if (code === 'EAUTH' || code === 'ENOAUTH') return MAIL_ERRORS.auth;
  if (code === 'ETLS' || /STARTTLS|TLS|SSL|certificate/i.test(text)) return MAIL_ERRORS.tls;
  if (code === 'EDNS') return MAIL_ERRORS.notFound;
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EGREETING'].includes(code)) return MAIL_ERRORS.connection;
  if (code === 'EENVELOPE') return MAIL_ERRORS.envelope;
  return MAIL_ERRORS.refused;
}

/** How a message leaves: the deployment's SMTP_URL, the settings' server, or none (outbox and mail directory). */
type Route = { kind: 'url'; transport: nodemailer.Transporter } | { kind: 'settings'; smtp: SmtpSettings } | null;

/**
 * Every message is written to email_outbox first, so none is ever dropped: with SMTP_URL,
 * or an SMTP server in the e-mail settings, it is then sent and marked 'enviado' (or
 * 'falhou' with a reason); without either, it stays in the outbox ('caixa-de-saida') and is
 * written complete to the mail directory. A secret link is never stored in the outbox: the
 * row keeps the body with a mark in its place (docs/decisions/outbox-keeps-no-secrets.md).
 */
export class Mailer {
  private readonly urlTransport: nodemailer.Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: MailerOptions,
  ) {
    this.urlTransport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  private async route(): Promise<Route> {
    if (this.urlTransport) return { kind: 'url', transport: this.urlTransport };
    const smtp = await this.options.readSmtpSettings();
    return smtp ? { kind: 'settings', smtp } : null;
  }

  /**
   * A connection to the settings' server, opened to an address checked to be public (the
   * checked one, not a second resolution of the name); TLS is required whenever a password
   * is sent. Null, with the reason, when the host is refused.
   */
  private async settingsTransport(smtp: SmtpSettings): Promise<{ transport: nodemailer.Transporter } | { error: string }> {
    const check = await checkSmtpHost(smtp.host, this.options.allowPrivateHosts);
    if (!check.ok) {
      this.options.log.warn({ smtpHost: smtp.host, reason: check.reason, addresses: check.addresses }, 'servidor SMTP recusado');
      return { error: check.reason === 'private' ? MAIL_ERRORS.privateHost : MAIL_ERRORS.notFound };
    }
    const name = smtp.host.replace(/^\[(.*)\]$/, '$1');
    // A user without a password (cleared when the server changed) sends without logging in.
    const authenticated = smtp.user !== '' && smtp.password !== '';
    return {
      transport: nodemailer.createTransport({
        host: check.address,
        port: smtp.port,
        // The certificate is checked against the name that was typed, not the address.
        ...(isIP(name) ? {} : { servername: name }),
        // 465 is SMTPS; other ports upgrade with STARTTLS, which is required before AUTH.
        secure: smtp.port === 465,
        requireTLS: authenticated,
        tls: { minVersion: 'TLSv1.2', ...(this.options.smtpCa ? { ca: [this.options.smtpCa] } : {}) },
        auth: authenticated ? { user: smtp.user, pass: smtp.password } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
        // Never log: the AUTH exchange carries the password.
        logger: false,
        debug: false,
      }),
    };
  }

  /**
   * `alongside` runs in the transaction that writes the outbox row (e.g. the audit row of an
   * admin's test message): both exist or neither does; delivery comes after the commit.
   */
  async send(mail: Mail, alongside?: (trx: Db, outboxId: string) => Promise<void>): Promise<MailResult> {
    const id = newId();
    const route = await this.route();
    let storedBody = mail.body;
    if (mail.secretLink) {
      const { url, kind } = mail.secretLink;
      if (!mail.body.includes(url)) throw new Error(`the body of "${mail.subject}" does not carry its secret link`);
      storedBody = mail.body.split(url).join(SECRET_LINK_MARKS[kind]);
    }
    const insert = (db: Db) => db
      .insertInto('emailOutbox')
      .values({
        id,
        toAddress: mail.to,
        subject: mail.subject,
        body: storedBody,
        linkKind: mail.secretLink?.kind ?? null,
        linkRef: mail.secretLink ? JSON.stringify(mail.secretLink.ref) : null,
        status: route ? 'pendente' : 'caixa-de-saida',
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
    return this.deliver(route, id, mail);
  }

  private async deliver(route: Route, id: string, mail: Pick<Mail, 'to' | 'subject' | 'body'>): Promise<MailResult> {
    const from = await this.options.readFrom();
    if (!route) {
      try {
        await this.options.drop.write({ id, date: this.clock.now().toISOString(), from, to: mail.to, subject: mail.subject, text: mail.body });
        return { status: 'caixa-de-saida', error: null };
      } catch (error) {
        this.options.log.warn({ emailId: id, err: error }, 'e-mail não gravado no diretório de e-mails');
        return this.markFailed(id, MAIL_ERRORS.drop);
      }
    }
    let transport: nodemailer.Transporter;
    if (route.kind === 'url') transport = route.transport;
    else {
      const opened = await this.settingsTransport(route.smtp);
      if ('error' in opened) return this.markFailed(id, opened.error);
      transport = opened.transport;
    }
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
      await this.db.updateTable('emailOutbox').set({ status: 'enviado', error: null, sentAt: this.clock.now().toISOString() }).where('id', '=', id).execute();
      return { status: 'enviado', error: null };
    } catch (error) {
      // The server's reply (its banner, its error text) stays in the log, addresses masked (lib/log-privacy.ts).
      const { code, responseCode, command } = error as { code?: string; responseCode?: number; command?: string };
      this.options.log.warn({ emailId: id, code, responseCode, command, detail: error instanceof Error ? error.message : String(error) }, 'envio SMTP falhou');
      return this.markFailed(id, publicSmtpError(error));
    } finally {
      if (route.kind === 'settings') transport.close();
    }
  }

  private async markFailed(id: string, error: string): Promise<MailResult> {
    await this.db.updateTable('emailOutbox').set({ status: 'falhou', error }).where('id', '=', id).execute();
    return { status: 'falhou', error };
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

  /** Every message sent to this exact address, oldest first (LGPD export: the bodies carry link marks, never links). */
  async listSentTo(address: string) {
    return this.db
      .selectFrom('emailOutbox')
      .select(['subject', 'body', 'status', 'createdAt', 'sentAt'])
      .where(sql<string>`lower(${sql.ref('toAddress')})`, '=', address.toLowerCase())
      .orderBy('createdAt')
      .execute();
  }

  /** Erasure of a person: the messages to their address leave the outbox (`db` is the erasure's transaction). */
  async forgetAddress(db: Db, address: string) {
    await db.deleteFrom('emailOutbox').where(sql<string>`lower(${sql.ref('toAddress')})`, '=', address.toLowerCase()).execute();
  }

  /** Retention: messages created before `beforeIso` that left the outbox (sent, kept or failed); pending ones stay. */
  async pruneBefore(beforeIso: string): Promise<number> {
    const result = await this.db.deleteFrom('emailOutbox').where('createdAt', '<', beforeIso).where('status', '!=', 'pendente').executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Messages with one status: a range of the status index (the admin dashboard's failed e-mails). */
  async countWithStatus(status: OutboxStatus): Promise<number> {
    const row = await this.db.selectFrom('emailOutbox').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', status).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async countByStatus(): Promise<Record<OutboxStatus, number>> {
    const counts: Record<OutboxStatus, number> = { pendente: 0, enviado: 0, 'caixa-de-saida': 0, falhou: 0 };
    const rows = await this.db.selectFrom('emailOutbox').select(['status', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('status').execute();
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  /**
   * Sends a failed message again: claimed with one conditional update (two clicks send it
   * once). A message that carried a secret link gets a fresh link (its outbox copy has only
   * the mark). Without SMTP it goes back to the outbox. Null when it does not exist; 'not-failed'
   * when it is not a failed message. `alongside` runs in the claim's transaction (the admin's
   * audit row): a claim and its record commit together; delivery comes after.
   */
  async retry(
    id: string,
    alongside?: (trx: Db, claimed: Selectable<EmailOutboxTable>) => Promise<void>,
  ): Promise<Selectable<EmailOutboxTable> | null | 'not-failed'> {
    const route = await this.route();
    const claimed = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('emailOutbox')
        .set({ status: route ? 'pendente' : 'caixa-de-saida', error: null })
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
    let body = claimed.body;
    const kind = claimed.linkKind as SecretLinkKind | null;
    if (kind) {
      const url = await this.options.reissueLink(kind, JSON.parse(claimed.linkRef ?? '{}') as Record<string, string>, claimed.toAddress);
      if (!url) {
        await this.markFailed(id, MAIL_ERRORS.reissue);
        return this.find(id);
      }
      body = body.split(SECRET_LINK_MARKS[kind]).join(url);
    }
    await this.deliver(route, id, { to: claimed.toAddress, subject: claimed.subject, body });
    return this.find(id);
  }

  private async find(id: string) {
    return (await this.db.selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  }
}

type OutboxStatus = EmailOutboxTable['status'];
