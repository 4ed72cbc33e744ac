import type { Page } from '@playwright/test';
import { answerSearchesAsCapped, expect, expectNoAxeViolations, keepScreenshot, mailsTo, signInAs, signInWith, test, waitForTheApp } from '../fixtures.ts';

// Issue 13: the administrator's dashboard, user management, audit log and e-mail outbox.
// Gabriel and Helena are seeded for these journeys (seed/admin.seed.ts).
const GABRIEL = { name: 'Gabriel Nunes', email: 'gabriel@eduia.com.br', password: 'Aluno@2024' };
const HELENA = { name: 'Helena Souza', email: 'helena@eduia.com.br', password: 'Aluno@2024' };

const shot = keepScreenshot;

async function openUserActions(page: Page, search: string, name: string) {
  await page.goto('/admin/usuarios');
  await page.getByLabel('Buscar por nome ou e-mail').fill(search);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Ações para ${name}` }).click();
}

test.describe('administrator area', () => {
  const PAGES: Array<{ path: string; name: string; ready: (page: Page) => Promise<void> }> = [
    {
      path: '/admin', name: 'dashboard',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
        await expect(page.getByTestId('kpi-users')).not.toBeEmpty();
        await expect(page.getByRole('list', { name: 'Últimos registros de auditoria' })).toBeVisible();
      },
    },
    { path: '/admin/usuarios', name: 'users', ready: (page) => expect(page.getByTestId('user-row').first()).toBeVisible() },
    { path: '/admin/auditoria', name: 'audit', ready: (page) => expect(page.getByRole('list', { name: 'Registros de auditoria' })).toBeVisible() },
    { path: '/admin/emails', name: 'emails', ready: (page) => expect(page.getByRole('list', { name: 'E-mails' })).toBeVisible() },
  ];
  for (const theme of ['dark', 'light'] as const) {
    for (const target of PAGES) {
      test(`${target.path} has no accessibility violations (${theme} theme)`, async ({ page }) => {
        await signInAs(page, 'admin');
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        await page.goto(target.path);
        await target.ready(page);
        await expectNoAxeViolations(page);
        await shot(page, `admin-${target.name}-${theme}`);
      });
    }
  }

  test('the admin pages fit a 375 px phone', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/admin', '/admin/usuarios', '/admin/auditoria', '/admin/emails']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing wider than the screen (no sideways scrolling).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, `phone${path.replaceAll('/', '-')}`);
    }
  });

  test('a search with more matches than are counted says "Mais de …" and pages on without a last page', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/usuarios');
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await answerSearchesAsCapped(page, '**/api/admin/users?*', 1000);
    await page.getByLabel('Buscar por nome ou e-mail').fill('a');
    await expect(page.getByText('Mais de 1.000 usuários', { exact: true })).toBeVisible();
    await expect(page.getByText('Página 1', { exact: true })).toBeVisible();
  });

  test('the dashboard figures lead to their pages', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Usuários suspensos' }).click();
    await expect(page).toHaveURL('/admin/usuarios?status=suspenso');
    await expect(page.getByTestId('user-row').first()).toContainText('Suspenso');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'E-mails com falha' }).click();
    await expect(page.getByRole('list', { name: 'E-mails' })).toContainText('Falhou');
  });

  test('create a teacher, who signs in and must change the temporary password', async ({ page, browser }) => {
    const email = `prof-${Date.now()}@teste.com.br`;
    await signInAs(page, 'admin');
    await page.goto('/admin/usuarios');
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
    await dialog.getByLabel('Nome completo').fill('Profa. Teste Nova');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('combobox', { name: 'Perfil' }).click();
    await page.getByRole('option', { name: 'Professor' }).click();
    await dialog.getByLabel('Senha temporária').fill('abc');
    await dialog.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(dialog.getByText(/A senha temporária/).first()).toBeVisible();
    await dialog.getByLabel('Senha temporária').fill('Temporaria@2026');
    await dialog.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Usuário criado' })).toBeVisible();
    await page.getByLabel('Buscar por nome ou e-mail').fill(email);
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(page.getByTestId('user-row')).toContainText('Professor');

    const teacher = await (await browser.newContext()).newPage();
    await signInWith(teacher, email, 'Temporaria@2026');
    await teacher.goto('/');
    await teacher.evaluate(() => localStorage.setItem('userRole', 'professor'));
    await teacher.goto('/professor');
    await expect(teacher).toHaveURL('/conta/alterar-senha');
    await waitForTheApp(teacher);
    await teacher.getByLabel('Senha atual').fill('Temporaria@2026');
    await teacher.getByLabel('Nova senha', { exact: true }).fill('Definitiva@2026');
    await teacher.getByLabel('Confirmar nova senha').fill('Definitiva@2026');
    await teacher.getByRole('button', { name: 'Alterar Senha' }).click();
    await expect(teacher).toHaveURL('/professor');

    await page.goto('/admin/auditoria');
    await expect(page.getByRole('list', { name: 'Registros de auditoria' })).toContainText('Usuário criado');
    await expect(page.getByRole('list', { name: 'Registros de auditoria' })).toContainText('Senha alterada');
  });

  test('suspend a signed-in student: their next request is refused, and so is signing in', async ({ page, browser }) => {
    const student = await (await browser.newContext()).newPage();
    await signInWith(student, GABRIEL.email, GABRIEL.password);
    expect((await student.request.get('/api/auth/me')).status()).toBe(200);

    await signInAs(page, 'admin');
    await openUserActions(page, GABRIEL.email, GABRIEL.name);
    await page.getByRole('menuitem', { name: 'Suspender' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspender ${GABRIEL.name}?` });
    await dialog.getByLabel('Motivo (opcional)').fill('Uso indevido da conta');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Suspender' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Usuário suspenso' })).toBeVisible();
    await expect(page.getByTestId('user-row')).toContainText('Suspenso');

    expect((await student.request.get('/api/auth/me')).status()).toBe(401);
    const again = await student.request.post('/api/auth/login', { headers: { 'x-eduia-csrf': '1' }, data: { email: GABRIEL.email, password: GABRIEL.password } });
    expect(again.status()).toBe(403);
    expect((await again.json()).message).toBe('Sua conta está suspensa. Entre em contato com o suporte.');

    await page.getByRole('button', { name: `Ações para ${GABRIEL.name}` }).click();
    await page.getByRole('menuitem', { name: 'Reativar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Usuário reativado' })).toBeVisible();
    await expect(page.getByTestId('user-row')).toContainText('Ativo');
  });

  test('reset a password: the outbox hides the link, the user sets a new one with the link they received', async ({ page, browser }) => {
    await signInAs(page, 'admin');
    await openUserActions(page, HELENA.email, HELENA.name);
    await page.getByRole('menuitem', { name: 'Redefinir senha' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Senha redefinida' })).toBeVisible();

    await page.goto('/admin/emails');
    await page.getByLabel('Destinatário').fill(HELENA.email);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const mail = page.getByRole('list', { name: 'E-mails' }).getByRole('listitem').filter({ hasText: 'Redefinição de senha' }).first();
    await mail.getByText('Redefinição de senha').click();
    const body = await mail.locator('pre').innerText();
    expect(body).not.toContain(HELENA.password);
    // Every admin reads the outbox: it shows a mark where the link was.
    expect(body).toContain('[link de redefinição oculto — enviado só ao destinatário]');
    expect(body).not.toMatch(/token=/);
    const received = mailsTo(HELENA.email).filter((m) => m.subject.startsWith('Redefinição de senha')).at(-1)!;
    const link = new URL(/https?:\/\/\S+redefinir-senha\?token=\S+/.exec(received.text)![0]);

    const user = await (await browser.newContext()).newPage();
    await user.goto(`${link.pathname}${link.search}`);
    await expect(user.getByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeVisible();
    await expectNoAxeViolations(user);
    await user.getByLabel('Nova senha', { exact: true }).fill('Helena@Nova2026');
    await user.getByLabel('Confirmar nova senha').fill('Helena@Nova2026');
    await user.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(user.getByRole('heading', { level: 1, name: 'Senha redefinida' })).toBeVisible();
    await signInWith(user, HELENA.email, 'Helena@Nova2026');

    // The link works once.
    await user.goto(`${link.pathname}${link.search}`);
    await user.getByLabel('Nova senha', { exact: true }).fill('Outra@Senha2026');
    await user.getByLabel('Confirmar nova senha').fill('Outra@Senha2026');
    await user.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(user.getByText(/inválido, já foi usado ou expirou/)).toBeVisible();
  });
});
