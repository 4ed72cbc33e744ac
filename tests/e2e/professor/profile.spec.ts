import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

// Issue 12 item 8: /professor/perfil, personal information (the student profile's form and
// rules) and professional information (specialties, qualification).

const ORIGINAL_BIO = 'Doutor em Ciência da Computação, especialista em IA.';

test('a teacher opens the profile from the menu, saves personal and professional information', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'professor');
  await page.goto('/professor');
  await page.getByRole('link', { name: 'Perfil' }).first().click();
  await expect(page).toHaveURL('/professor/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Informações Pessoais' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Nome completo')).toHaveValue('Prof. Carlos Silva');
  await expect(page.getByLabel('CPF')).toHaveValue('987.654.321-00');
  await expect(page.getByLabel('CPF')).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page);

  // The student profile's validation.
  await page.getByLabel('Telefone').fill('1234');
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Informe um telefone válido com DDD, ex.: (11) 98765-4321.')).toBeVisible();
  await page.getByLabel('Telefone').fill('11912345678');
  await page.getByLabel('Biografia').fill('Doutor em Ciência da Computação e professor de IA aplicada.');
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Perfil atualizado' })).toContainText('Suas informações foram salvas com sucesso.');
  await page.reload();
  await expect(page.getByLabel('Biografia')).toHaveValue('Doutor em Ciência da Computação e professor de IA aplicada.');

  await page.getByRole('tab', { name: 'Informações Profissionais' }).click();
  const specialties = page.getByRole('textbox', { name: 'Especialidades' });
  await expect(specialties).toHaveValue('Inteligência Artificial, Machine Learning, Python, Ciência de Dados');
  await expect(page.getByLabel('Formação')).toHaveValue('Doutor em Ciência da Computação pela USP');
  await expectNoAxeViolations(page);
  await specialties.fill(Array.from({ length: 11 }, (_, i) => `Área ${i + 1}`).join(', '));
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Informe no máximo 10 especialidades.')).toBeVisible();
  await specialties.fill('Inteligência Artificial, Machine Learning, Python, Ciência de Dados, Visão Computacional');
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Perfil atualizado' })).toContainText('Suas informações foram salvas com sucesso.');
  await expect(page.getByRole('list', { name: 'Especialidades salvas' }).getByText('Visão Computacional')).toBeVisible();

  // Back to the seeded values (other journeys read them).
  await specialties.fill('Inteligência Artificial, Machine Learning, Python, Ciência de Dados');
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByRole('list', { name: 'Especialidades salvas' }).getByText('Visão Computacional')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Informações Pessoais' }).click();
  await page.getByLabel('Biografia').fill(ORIGINAL_BIO);
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByLabel('Biografia')).toHaveValue(ORIGINAL_BIO);
});

test('the teacher profile has no accessibility violations in the light theme, on a phone', async ({ page }) => {
  await signInAs(page, 'professor');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/professor/perfil');
  await expect(page.getByLabel('Nome completo')).toHaveValue('Prof. Carlos Silva');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/teacher-profile-phone-light.png', fullPage: true });
  await page.getByRole('tab', { name: 'Informações Profissionais' }).click();
  await expect(page.getByLabel('Formação')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/teacher-profile-professional-phone-light.png', fullPage: true });
});
