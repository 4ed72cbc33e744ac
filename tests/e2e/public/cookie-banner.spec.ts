import { test as plainTest, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

// The cookie banner (issue 26 item 5): shown to a visitor who has not chosen, "Recusar" as
// easy as "Aceitar", working with and without JavaScript, recorded as a consent for a person
// signed in, changed later from "Meus dados"; never blocking the page nor moving it.
// Every other journey has the banner answered beforehand (playwright.config.ts); these start without it.
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('complementary', { name: 'Cookies' });
const choiceCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'eduia_cookies')?.value;

/** Both answers are the same kind of button: same size, same look. */
async function expectEqualButtons(page: Page) {
  const refuse = banner(page).getByRole('button', { name: 'Recusar' });
  const accept = banner(page).getByRole('button', { name: 'Aceitar' });
  await expect(refuse).toBeVisible();
  await expect(accept).toBeVisible();
  const [r, a] = [(await refuse.boundingBox())!, (await accept.boundingBox())!];
  expect(Math.round(r.width)).toBe(Math.round(a.width));
  expect(Math.round(r.height)).toBe(Math.round(a.height));
  const look = (name: string) => banner(page).getByRole('button', { name }).evaluate((el) => {
    const s = getComputedStyle(el);
    return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderColor].join(' ');
  });
  expect(await look('Recusar')).toBe(await look('Aceitar'));
}

test('a visitor refuses: the banner goes away without reloading the page and stays away', async ({ page }) => {
  await page.goto('/assinatura');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('não usamos cookies opcionais');
  await expectEqualButtons(page);
  // Not a modal: stuck to the bottom in its own strip; the page under it keeps working.
  expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await banner(page).getByRole('button', { name: 'Recusar' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(await choiceCookie(page)).toBe('recusados');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('a signed-in student accepts, the consent is recorded, and she revokes it from Meus dados', async ({ page }) => {
  await signInAs(page, 'aluno');
  await page.goto('/aluno/meus-dados');
  await expect(page.getByRole('heading', { level: 2, name: 'Suas permissões' })).toBeVisible();
  const cookiesSwitch = page.getByRole('switch', { name: 'Cookies opcionais' });
  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await choiceCookie(page)).toBe('aceitos');
  await page.reload();
  await expect(cookiesSwitch).toBeChecked();
  await expect(page.getByTestId('consent-optional-cookies-state')).toContainText(/Permitido em \d{2}\/\d{2}\/\d{4}.*versão do texto/);
  await expect(banner(page)).toHaveCount(0);

  // Revoked at any time, from the same page; the banner's cookie follows.
  await cookiesSwitch.click();
  await expect(cookiesSwitch).not.toBeChecked();
  await expect(page.getByTestId('consent-optional-cookies-state')).toContainText('Permissão revogada em');
  await expect.poll(() => choiceCookie(page)).toBe('recusados');
  // Marketing e-mails: off until she allows them.
  const marketing = page.getByRole('switch', { name: 'E-mails de ofertas e promoções' });
  await expect(marketing).not.toBeChecked();
  await marketing.click();
  await expect(marketing).toBeChecked();
  await expect(page.getByTestId('consent-marketing-emails-state')).toContainText('Permitido em');
  await marketing.click();
  await expect(marketing).not.toBeChecked();
});

test('on a 375 px phone the banner fits, moves nothing and has no accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expectEqualButtons(page);
  const box = (await banner(page).boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBeLessThanOrEqual(375);
  expect(Math.round(box.y + box.height)).toBe(667);
  // A strip, not a wall: most of the screen stays the page's.
  expect(box.height).toBeLessThan(667 / 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Stuck to the bottom of the screen at the top of the page, and the page ends above it: at the
  // bottom, the last of the page is out from under the strip.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => banner(page).evaluate((el) => Math.round(el.getBoundingClientRect().bottom))).toBe(667);
  const [pageEnd, bannerTop] = await page.evaluate(() => [document.getElementById('root')!.getBoundingClientRect().bottom, document.getElementById('cookie-banner')!.getBoundingClientRect().top]);
  expect(pageEnd).toBeLessThanOrEqual(bannerTop + 1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await banner(page).getByRole('button', { name: 'Recusar' }).click();
  await expect(banner(page)).toHaveCount(0);
  const cls = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, v) => sum + v, 0));
  expect(cls).toBeLessThanOrEqual(0.05);
});

plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });

  plainTest('the banner is a form: accepting posts, sets the cookie and comes back to the page', async ({ page }) => {
    await page.goto('/assinatura');
    await expect(banner(page)).toBeVisible();
    await expectEqualButtons(page);
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(page).toHaveURL(/\/assinatura$/);
    await expect(banner(page)).toHaveCount(0);
    expect(await choiceCookie(page)).toBe('aceitos');
  });
});
