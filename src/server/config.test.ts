import { describe, expect, it } from 'vitest';
import { loadConfig, warnsOfDemoInProduction } from './config.ts';

describe('config (issue 10 items 4 and 6)', () => {
  it('warns of demo accounts only on an installation declared production (NODE_ENV unset is not)', () => {
    expect(warnsOfDemoInProduction(loadConfig({ DEMO_DATA: 'true' }))).toBe(false);
    expect(warnsOfDemoInProduction(loadConfig({ DEMO_DATA: 'true', NODE_ENV: 'development' }))).toBe(false);
    expect(warnsOfDemoInProduction(loadConfig({ DEMO_DATA: 'false', NODE_ENV: 'production' }))).toBe(false);
    expect(warnsOfDemoInProduction(loadConfig({ DEMO_DATA: 'true', NODE_ENV: 'production' }))).toBe(true);
  });

  it('has no demo data unless asked, and a PUBLIC_URL on the configured port by default', () => {
    const config = loadConfig({});
    expect(config.DEMO_DATA).toBe(false);
    expect(config.PUBLIC_URL).toBe('http://localhost:5000');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('reads DEMO_DATA and PUBLIC_URL (without a trailing slash) and refuses a bad one', () => {
    const config = loadConfig({ DEMO_DATA: 'true', PUBLIC_URL: 'https://cursos.escola.com.br/' });
    expect(config.DEMO_DATA).toBe(true);
    expect(config.PUBLIC_URL).toBe('https://cursos.escola.com.br');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x.y' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DEMO_DATA: 'sim' })).toThrow(/DEMO_DATA/);
  });

  it('reads where the web build is and how rendered pages start their scripts, and refuses an unknown way', () => {
    expect(loadConfig({})).toMatchObject({ WEB_DIST_DIR: 'dist/web', PAGE_SCRIPTS: 'deferred' });
    expect(loadConfig({ WEB_DIST_DIR: '/tmp/web', PAGE_SCRIPTS: 'eager' })).toMatchObject({ WEB_DIST_DIR: '/tmp/web', PAGE_SCRIPTS: 'eager' });
    expect(() => loadConfig({ PAGE_SCRIPTS: 'lazy' })).toThrow(/PAGE_SCRIPTS/);
  });

  it('reads the instance name answers carry in X-Served-By, and refuses one that would not fit a header', () => {
    expect(loadConfig({}).INSTANCE_NAME).toBeUndefined();
    expect(loadConfig({ INSTANCE_NAME: 'a' }).INSTANCE_NAME).toBe('a');
    expect(() => loadConfig({ INSTANCE_NAME: 'a b\r\n' })).toThrow(/INSTANCE_NAME/);
  });
});
