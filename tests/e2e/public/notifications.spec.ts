import { expect, signInAs, test } from '../fixtures.ts';

test.describe('notification menu', () => {
  test('badge counts unread; "Marcar todas como lidas" clears it and persists', async ({ page }) => {
    // The demo admin has one unread sample notification; no other test touches it.
    await signInAs(page, 'admin');
    await page.goto('/admin');
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText('1');
    await page.getByTestId('notification-bell').click();
    const menu = page.getByRole('menu');
    // The menu's title is a menu label (a heading is not allowed inside role=menu).
    await expect(menu.getByText('Notificações', { exact: true })).toBeVisible();
    await expect(menu.getByText('Curso aguardando moderação')).toBeVisible();
    // Clicking an item does not mark it as read.
    await menu.getByText('Curso aguardando moderação').click();
    await page.reload();
    await expect(badge).toHaveText('1');
    await page.getByTestId('notification-bell').click();
    // A menu item (not a bare button), so arrow keys reach it inside the menu.
    await menu.getByRole('menuitem', { name: 'Marcar todas como lidas' }).click();
    await expect(badge).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Marcar todas como lidas' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  });

  test("'Ver todas as notificações' opens the notifications page", async ({ page }) => {
    await signInAs(page, 'professor');
    await page.goto('/professor');
    await page.getByTestId('notification-bell').click();
    await page.getByRole('menuitem', { name: 'Ver todas as notificações' }).click();
    await expect(page).toHaveURL('/professor/notificacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    await expect(page.getByText('Curso aprovado')).toBeVisible();
  });

  test('the menu works from the keyboard and does not lock the page: Escape and a click elsewhere close it', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno');
    const bell = page.getByTestId('notification-bell');
    await bell.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // Arrow keys move through the items; Escape closes and gives the focus back to the bell.
    await page.keyboard.press('ArrowDown');
    await expect(menu.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(bell).toBeFocused();
    // Not modal: the page under it keeps its scroll and pointer (no lock), and a click elsewhere closes it.
    await bell.click();
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).pointerEvents)).not.toBe('none');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toHaveCount(0);
  });
});
