import { DEFAULT_SETTINGS, SettingsSchema, type Settings } from '#contracts/settings';
import type { Db } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import { listSettingRows, upsertSettingRow } from './settings.repository.ts';

type Section = keyof Settings;

/**
 * Settings are read on hot paths (session timeout on every request), so they are kept in
 * memory and refreshed on every write made through this service.
 */
export class SettingsService {
  private cache: Settings | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<Settings> {
    if (this.cache) return this.cache;
    const rows = await listSettingRows(this.db);
    const merged: Record<string, unknown> = structuredClone(DEFAULT_SETTINGS);
    for (const row of rows) {
      if (row.key in merged) {
        merged[row.key] = { ...(merged[row.key] as object), ...(JSON.parse(row.value) as object) };
      }
    }
    this.cache = SettingsSchema.parse(merged);
    return this.cache;
  }

  async update<S extends Section>(section: S, value: Settings[S]): Promise<Settings> {
    const parsed = SettingsSchema.shape[section].parse(value);
    await upsertSettingRow(this.db, section, JSON.stringify(parsed), this.clock.now().toISOString());
    this.cache = null;
    return this.get();
  }

  /** Writes the defaults of spec section 9 for sections that have no row yet. */
  async seedDefaults(): Promise<void> {
    const existing = new Set((await listSettingRows(this.db)).map((r) => r.key));
    for (const section of Object.keys(DEFAULT_SETTINGS) as Section[]) {
      if (!existing.has(section)) {
        await upsertSettingRow(this.db, section, JSON.stringify(DEFAULT_SETTINGS[section]), this.clock.now().toISOString());
      }
    }
    this.cache = null;
  }
}
