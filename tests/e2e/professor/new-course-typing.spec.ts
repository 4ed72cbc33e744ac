import { expect, test } from '@playwright/test';

// The new-course form was reset when it appeared, in an effect that ran after the page was
// drawn: what a quick typist (or one who typed before the script took the page over) had
// written in the title by then was gone, and "Criar curso" said the title was too short.
test('the title typed before the script took the new-course page over is kept, and the course is created with it', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post('/api/auth/demo/professor', { headers: { 'x-eduia-csrf': '1' } })).ok()).toBe(true);
  // The app's modules (hydration) come 3 s late: the window a slow phone has.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  // Not `page.goto` of the shared fixtures: it would wait for the delayed app.
  await page.mainFrame().goto('/professor/cursos', { waitUntil: 'commit' });
  const title = `Curso digitado cedo ${Date.now()}`;
  await page.getByLabel('Título do curso').fill(title);
  await expect(page.locator('html[data-page-ready]')).toHaveCount(0);
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByLabel('Título do curso')).toHaveValue(title);
  await page.getByLabel('Descrição').fill('Escrito enquanto a página ainda carregava.');
  await page.getByRole('button', { name: 'Criar curso' }).click();
  await expect(page).toHaveURL(/\/professor\/cursos\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await context.close();
});
