import { POLICY_KINDS } from '#contracts/policies';
import { DEFAULT_SETTINGS, SettingsSchema, type Settings, type SettingsSection } from '#contracts/settings';
import type { Db } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import { newId } from '#server/lib/ids';
import * as repo from './settings.repository.ts';

/**
 * Settings are read on hot paths (session timeout on every request), so they are kept in
 * memory and refreshed on every write made through this service.
 */
export class SettingsService {
  private cache: Settings | null = null;
  private updatedAtCache: Partial<Record<SettingsSection, string>> = {};

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<Settings> {
    if (this.cache) return this.cache;
    const rows = await repo.listSettingRows(this.db);
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    this.updatedAtCache = Object.fromEntries(rows.map((row) => [row.key, row.updatedAt]));
    const settings: Record<string, unknown> = {};
    for (const section of Object.keys(DEFAULT_SETTINGS) as SettingsSection[]) settings[section] = parseStoredSection(section, stored.get(section));
    this.cache = settings as Settings;
    return this.cache;
  }

  /** When the section was last saved (null before its first row): e.g. since when 2FA is required. */
  async sectionUpdatedAt(section: SettingsSection): Promise<string | null> {
    await this.get();
    return this.updatedAtCache[section] ?? null;
  }

  /** Forgets the cached values: the next `get()` reads the rows (after a committed save). */
  invalidate(): void {
    this.cache = null;
  }

  /** Writes a section without a version check (seed, tests); admins save through `saveSection`. */
  async update<S extends SettingsSection>(section: S, value: Settings[S]): Promise<Settings> {
    const parsed = SettingsSchema.shape[section].parse(value);
    await repo.upsertSettingRow(this.db, section, JSON.stringify(parsed), this.clock.now().toISOString());
    this.cache = null;
    return this.get();
  }

  /**
   * Writes the defaults of spec section 9 for sections that have no row yet, and the first
   * version of each policy text when none is recorded (their history starts at install).
   */
  async seedDefaults(): Promise<void> {
    const now = this.clock.now().toISOString();
    const existing = new Set((await repo.listSettingRows(this.db)).map((r) => r.key));
    for (const section of Object.keys(DEFAULT_SETTINGS) as SettingsSection[]) {
      if (!existing.has(section)) await repo.upsertSettingRow(this.db, section, JSON.stringify(DEFAULT_SETTINGS[section]), now);
    }
    this.cache = null;
    if (!(await repo.hasPolicyVersions(this.db))) {
      const { policies } = await this.get();
      for (const policy of POLICY_KINDS) {
        await repo.insertPolicyVersion(this.db, { id: newId(), policy, content: policies[policy], publishedAt: now, publishedBy: null });
      }
    }
  }
}

/**
 * A section as stored, field by field: a field that is missing, or no longer valid under
 * today's rules (a minimum password length of 6 saved before the minimum became 8), reads
 * as its default, so an old row can never stop the platform (a throw here would fail every request).
 */
export function parseStoredSection<S extends SettingsSection>(section: S, json: string | undefined): Settings[S] {
  const shape = SettingsSchema.shape[section].shape as Record<string, { safeParse: (value: unknown) => { success: boolean; data?: unknown } }>;
  let stored: Record<string, unknown> = {};
  try {
    stored = json ? (JSON.parse(json) as Record<string, unknown>) : {};
  } catch {
    stored = {};
  }
  const value: Record<string, unknown> = { ...DEFAULT_SETTINGS[section] };
  for (const [field, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse(stored[field]);
    if (parsed.success) value[field] = parsed.data;
  }
  return value as Settings[S];
}
