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

test('tabs: one tab stop, arrow keys, Home and End choose the tab they reach, and the panel follows', async ({ page }) => {
  await signInAs(page, 'professor');
  const html = await (await page.request.get('/professor')).text();
  expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Cursos/);

  await page.goto('/professor');
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs).toHaveCount(3);
  const courses = tabs.nth(0);
  await expect(courses).toHaveAttribute('aria-selected', 'true');
  await expect(courses).toHaveAttribute('tabindex', '0');
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAttribute('aria-labelledby', (await courses.getAttribute('id'))!);

  await courses.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/aba=materiais/);
  await page.keyboard.press('End');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/aba=simulados/);
  await page.keyboard.press('ArrowRight');
  await expect(courses).toBeFocused();
  await expect(page).not.toHaveURL(/aba=/);
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(courses).toHaveAttribute('aria-selected', 'true');
  // Tab leaves the list for the panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();

  // A click chooses too.
  await tabs.nth(2).click();
  await expect(page).toHaveURL(/aba=simulados/);
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await tabs.nth(2).getAttribute('id'))!);
});
