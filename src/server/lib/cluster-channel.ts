import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Clock } from './clock.ts';

/**
 * What instances tell one another (docs/decisions/instances-talk-through-listen-notify.md).
 * Ids and flags only: a receiver reads what it needs from the tables, so a message never
 * carries personal data and always fits NOTIFY's 8000 bytes.
 */
export interface ClusterMessages {
  /** A notification was stored (and committed) for `userId`. */
  'notification-created': { id: string; userId: string };
  /** Sessions ended (sign-out, password change, suspension…): streams holding them close. */
  'sessions-ended': { userId: string; sessionId: string | null; exceptSessionId: string | null };
  /** Maintenance mode was turned on. */
  'maintenance-started': Record<string, never>;
  /** A settings section was saved: every instance forgets its cached settings. */
  'settings-changed': { section: string };
}
export type ClusterTopic = keyof ClusterMessages;

interface ChannelLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * The channel between the instances of one platform. `publish` reaches the OTHER instances
 * (this one has already acted in process); handlers run for messages from the others only.
 * One process (SQLite, tests) uses the silent channel: nothing to tell anyone.
 */
export interface ClusterChannel {
  publish<T extends ClusterTopic>(topic: T, message: ClusterMessages[T]): void;
  on<T extends ClusterTopic>(topic: T, handler: (message: ClusterMessages[T]) => void): void;
  /**
   * After the listening connection came back: messages sent while it was away are lost
   * (NOTIFY keeps none), so each subscriber catches up from the tables. `lostAt` is when
   * the connection was lost.
   */
  onReconnect(handler: (lostAt: Date) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether messages from the other instances are being heard now. */
  readonly listening: boolean;
}

export function createSilentChannel(): ClusterChannel {
  return { publish() {}, on() {}, onReconnect() {}, start: async () => {}, stop: async () => {}, listening: true };
}

const CHANNEL = 'eduia_cluster';
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000];

interface Envelope {
  /** The sending instance (a receiver skips its own). */
  o: string;
  t: ClusterTopic;
  m: unknown;
}

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection listens (a pooled one could not: LISTEN
 * belongs to a session); NOTIFY goes through `notify` (the app's pool). A lost connection
 * is re-established with a growing delay, then the reconnect handlers catch up.
 */
export function createPostgresChannel(options: {
  connectionString: string;
  notify: (channel: string, payload: string) => Promise<unknown>;
  log: ChannelLog;
  /** The app's clock: the moment of a loss is compared with the stored rows' times, written by it. */
  clock: Clock;
}): ClusterChannel {
  const instanceId = randomUUID();
  const handlers = new Map<ClusterTopic, Array<(message: never) => void>>();
  const reconnectHandlers: Array<(lostAt: Date) => void> = [];
  let client: pg.Client | null = null;
  let stopped = false;
  let listening = false;
  let retryTimer: NodeJS.Timeout | null = null;

  const dispatch = (payload: string | undefined) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload ?? '') as Envelope;
    } catch {
      return;
    }
    if (envelope.o === instanceId) return;
    for (const handler of handlers.get(envelope.t) ?? []) {
      try {
        handler(envelope.m as never);
      } catch (error) {
        options.log.warn({ err: error, topic: envelope.t }, 'mensagem entre instâncias falhou');
      }
    }
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString, keepAlive: true, connectionTimeoutMillis: 2000 });
    next.on('notification', (message) => dispatch(message.payload));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      next.on('error', () => {});
      await next.end().catch(() => {});
      throw error;
    }
    return new Promise<void>((resolve) => {
      client = next;
      listening = true;
      const lost = (error?: Error) => {
        if (client !== next) return;
        client = null;
        listening = false;
        next.removeAllListeners('notification');
        void next.end().catch(() => {});
        if (stopped) return;
        const lostAt = options.clock.now();
        options.log.warn({ err: error }, 'conexão LISTEN perdida; reconectando');
        void reconnect(lostAt, 0);
      };
      next.on('error', lost);
      next.on('end', () => lost());
      resolve();
    });
  }

  async function reconnect(lostAt: Date, attempt: number): Promise<void> {
    if (stopped) return;
    try {
      await connect();
      options.log.info({ lostAt }, 'conexão LISTEN restabelecida');
      for (const handler of reconnectHandlers) {
        try {
          handler(lostAt);
        } catch (error) {
          options.log.warn({ err: error }, 'recuperação após reconexão falhou');
        }
      }
    } catch {
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
      retryTimer = setTimeout(() => void reconnect(lostAt, attempt + 1), delay);
      retryTimer.unref();
    }
  }

  return {
    publish(topic, message) {
      const payload = JSON.stringify({ o: instanceId, t: topic, m: message } satisfies Envelope);
      options.notify(CHANNEL, payload).catch((error: unknown) => options.log.warn({ err: error, topic }, 'NOTIFY falhou'));
    },
    on(topic, handler) {
      const list = handlers.get(topic) ?? [];
      list.push(handler as (message: never) => void);
      handlers.set(topic, list);
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
    async start() {
      stopped = false;
      try {
        await connect();
      } catch (error) {
        // The database is not there yet: keep trying in the background (readiness says so).
        options.log.warn({ err: error }, 'LISTEN indisponível; tentando de novo');
        void reconnect(options.clock.now(), 0);
      }
    },
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      listening = false;
      if (current) await current.end().catch(() => {});
    },
    get listening() {
      return listening;
    },
  };
}
