// Screenshots a page in Debian's Chromium, for looking at what users see.
// usage: tsx scripts/screenshot.ts URL OUT.png [--role aluno|professor|admin] [--light] [--width 1280] [--full]
import { chromium } from '@playwright/test';

const [url, out, ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: tsx scripts/screenshot.ts URL OUT.png [--role ROLE] [--light] [--width N] [--full]');
  process.exit(2);
}
const flag = (name: string) => {
  const i = flags.indexOf(name);
  return i >= 0 ? (flags[i + 1] ?? '') : undefined;
};
const width = Number(flag('--width') ?? 1280);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
const page = await context.newPage();
const origin = new URL(url).origin;
const role = flag('--role');
if (role) {
  const res = await page.request.post(`${origin}/api/auth/demo/${role}`, { headers: { 'x-eduia-csrf': '1' } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}
await page.goto(origin);
await page.evaluate(([theme, r]) => {
  localStorage.setItem('theme', theme);
  if (r) localStorage.setItem('userRole', r);
}, [flags.includes('--light') ? 'light' : 'dark', role ?? ''] as const);
await page.goto(url);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(400);
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(`salvo em ${out}`);
