import { expect, signInAs, test } from '../fixtures.ts';

// Controls drawn by the server as they will look once live, and that set no state as the page
// is taken over (each such state change made React render again in one blocking task): the
// header's icon labels and the selects.

test('a select shows its chosen option before the script, and its options once reached', async ({ page }) => {
  await signInAs(page, 'professor');
  // The server's HTML already names the chosen period (Radix drew the trigger empty until hydrated).
  const html = await (await page.request.get('/professor/analytics')).text();
  expect(html).toContain('id="eduia-state"');
  expect(html).toMatch(/id="analytics-period"[^>]*>(?:(?!<\/button>).)*Últimos 30 dias/s);

  await page.goto('/professor/analytics');
  const period = page.getByRole('combobox', { name: 'Período' });
  await expect(period).toHaveText('Últimos 30 dias');
  // The options are not in the page until the select is reached, then it opens as before.
  await expect(page.getByRole('option')).toHaveCount(0);
  await period.click();
  await expect(page.getByRole('option')).toHaveText(['Últimos 7 dias', 'Últimos 30 dias', 'Últimos 90 dias', 'Últimos 365 dias']);
  await page.getByRole('option', { name: 'Últimos 90 dias' }).click();
  await expect(page).toHaveURL(/periodo=90/);
  await expect(period).toHaveText('Últimos 90 dias');

  // By keyboard: focus reaches it, the arrow opens it, Enter chooses.
  await period.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Últimos 365 dias' })).toBeVisible();
  await page.getByRole('option', { name: 'Últimos 365 dias' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/periodo=365/);
  await expect(period).toHaveText('Últimos 365 dias');
});

test("the header's icon links show their label after the delay, at once on keyboard focus, and close on Escape", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'professor');
  await page.goto('/professor');
  const nav = page.getByRole('navigation', { name: 'Área do professor' });
  const links = nav.getByRole('link');
  const tooltips = nav.getByTestId('tooltip');
  await expect(tooltips.first()).toBeHidden();

  // Hover: hidden at first (700 ms delay), then shown with the link's accessible name.
  const first = links.first();
  const firstName = (await first.getAttribute('aria-label'))!;
  await first.hover();
  await expect(tooltips.first()).toBeHidden();
  await expect(tooltips.first()).toBeVisible();
  await expect(tooltips.first()).toHaveText(firstName);
  // Moving straight to the next icon: its label at once (skip delay), the first one closed.
  await links.nth(1).hover();
  await expect(tooltips.first()).toBeHidden();
  await expect(tooltips.nth(1)).toBeVisible({ timeout: 250 });
  await page.keyboard.press('Escape');
  await expect(tooltips.nth(1)).toBeHidden();

  // Keyboard focus shows it at once; leaving closes it.
  await page.mouse.move(0, 600);
  await first.focus();
  await page.keyboard.press('Tab');
  await expect(tooltips.nth(1)).toBeVisible({ timeout: 250 });
  await page.keyboard.press('Tab');
  await expect(tooltips.nth(1)).toBeHidden();

  // A click still navigates (the link is never replaced under the pointer).
  await links.nth(1).click();
  await expect(page).not.toHaveURL(/\/professor$/);
});
