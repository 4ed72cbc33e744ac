import { expect, expectNoAxeViolations, signInAs, signInWith, test } from '../fixtures.ts';

// Elisa Prado is seeded for these journeys (account-notices seed); the demo student is only read.
const ELISA = { email: 'elisa@eduia.com.br', password: 'Aluno@2024' };

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.describe('student profile', () => {
  test("shows the spec's header, tabs and the demo student's member-since; 'Voltar ao Dashboard' goes to /aluno", async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
    await expect(page.getByText('Gerencie suas informações pessoais e preferências')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Dados Pessoais' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Notificações' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tab', { name: 'Segurança' })).toBeVisible();
    await expect(page.getByTestId('member-since')).toHaveText('Membro desde Janeiro 2024');
    // The owner sees the full CPF, read-only.
    await expect(page.getByLabel('CPF')).toHaveValue('123.456.789-09');
    await expect(page.getByLabel('CPF')).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('profile-avatar')).toContainText('LA');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Voltar ao Dashboard' }).click();
    await expect(page).toHaveURL('/aluno');
  });

  test('saves personal data and keeps it after a reload; the header follows', async ({ page }) => {
    await signInWith(page, ELISA.email, ELISA.password);
    await page.goto('/aluno/perfil');
    await page.getByLabel('Nome completo').fill('Elisa Prado Souza');
    await page.getByLabel('Telefone').fill('31977776666');
    await page.getByLabel('Biografia').fill('Designer estudando IA generativa.');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Perfil atualizado' });
    await expect(toast).toContainText('Suas configurações foram salvas com sucesso.');
    // Normalised by the server.
    await expect(page.getByLabel('Telefone')).toHaveValue('(31) 97777-6666');
    await expect(page.getByTestId('header-user-name')).toHaveText('Elisa Prado Souza');
    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Elisa Prado Souza');
    await expect(page.getByLabel('Telefone')).toHaveValue('(31) 97777-6666');
    await expect(page.getByLabel('Biografia')).toHaveValue('Designer estudando IA generativa.');
    await expect(page.getByTestId('member-since')).toHaveText('Membro desde Março 2024');
  });

  test('validates e-mail and phone; a new e-mail (even one in use) asks for the password and waits for confirmation', async ({ page }) => {
    await signInWith(page, ELISA.email, ELISA.password);
    await page.goto('/aluno/perfil');
    const email = page.getByLabel('E-mail');
    await email.fill('elisa-sem-arroba');
    await page.getByLabel('Telefone').fill('123');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(page.getByText('Informe um telefone válido com DDD, ex.: (11) 98765-4321.')).toBeVisible();
    await page.getByLabel('Telefone').fill('');
    await email.fill('aluno@eduia.com.br');
    // Issue 10: the answer does not reveal that the address is taken; the change waits for the mailed link.
    await page.getByLabel('Confirme com sua senha atual').fill(ELISA.password);
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Confirme o novo e-mail' })).toContainText('Enviamos um e-mail para confirmar o novo endereço.');
    await expect(email).toHaveValue(ELISA.email);
    await page.reload();
    await expect(page.getByLabel('E-mail')).toHaveValue(ELISA.email);
  });

  test('uploads a photo, and refuses a text file renamed .png', async ({ page }) => {
    await signInWith(page, ELISA.email, ELISA.password);
    await page.goto('/aluno/perfil');
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({ name: 'notas.png', mimeType: 'image/png', buffer: Buffer.from('isto é texto, não uma imagem') });
    await expect(page.getByRole('status').filter({ hasText: 'Não foi possível enviar a foto' })).toContainText('Formato não suportado. Envie uma imagem PNG, JPEG ou WebP.');
    await expect(page.getByTestId('profile-avatar').locator('img')).toHaveCount(0);

    await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.getByRole('status').filter({ hasText: 'Foto atualizada' })).toBeVisible();
    const img = page.getByTestId('profile-avatar').locator('img');
    await expect(img).toHaveAttribute('src', /^\/api\/users\/user-aluno-elisa\/avatar\?v=/);
    await page.reload();
    await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^\/api\/users\/user-aluno-elisa\/avatar\?v=/);
    const res = await page.request.get((await page.getByTestId('profile-avatar').locator('img').getAttribute('src'))!);
    expect(res.headers()['content-type']).toBe('image/png');
  });

  test('notification preferences start at the defaults, are saved and survive a reload', async ({ page }) => {
    await signInWith(page, ELISA.email, ELISA.password);
    // A retry starts from the defaults too: an attempt that failed after saving left them changed.
    if (test.info().retry > 0) {
      const reset = await page.request.put('/api/users/me/notification-preferences', {
        headers: { 'x-eduia-csrf': '1' },
        data: { email: true, push: false, newCourses: true, certificates: true, promotions: false },
      });
      expect(reset.ok()).toBeTruthy();
    }
    await page.goto('/aluno/perfil');
    await page.getByRole('tab', { name: 'Notificações' }).click();
    const toggle = (name: string) => page.getByRole('switch', { name });
    await expect(toggle('Notificações por e-mail')).toHaveAttribute('aria-checked', 'true');
    await expect(toggle('Notificações push')).toHaveAttribute('aria-checked', 'false');
    await expect(toggle('Novos cursos')).toHaveAttribute('aria-checked', 'true');
    await expect(toggle('Certificados')).toHaveAttribute('aria-checked', 'true');
    await expect(toggle('Promoções')).toHaveAttribute('aria-checked', 'false');
    await expectNoAxeViolations(page);
    await toggle('Notificações por e-mail').click();
    await toggle('Promoções').click();
    await page.getByRole('button', { name: 'Salvar Preferências' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Perfil atualizado' })).toContainText('Suas configurações foram salvas com sucesso.');
    await page.reload();
    await page.getByRole('tab', { name: 'Notificações' }).click();
    await expect(toggle('Notificações por e-mail')).toHaveAttribute('aria-checked', 'false');
    await expect(toggle('Promoções')).toHaveAttribute('aria-checked', 'true');
    await expect(toggle('Certificados')).toHaveAttribute('aria-checked', 'true');
  });

  test('the security tab has no accessibility violations in the light theme either', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.goto('/aluno/perfil');
    await page.getByRole('tab', { name: 'Segurança' }).click();
    await expect(page.getByRole('button', { name: 'Ativar 2FA' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair da Conta' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
