import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

// Public: no sign-in. Uses the demo student's seeded certificate of 'Gestão de Projetos Ágeis'.

test('anyone can verify a certificate code and see whose it is', async ({ page }) => {
  await page.goto('/certificados/verificar');
  await expect(page.getByRole('heading', { level: 1, name: 'Verificar Certificado' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Typed as people do: lower case, with spaces around.
  await page.getByLabel('Código do certificado').fill('  edu-4gpa-7kqx-3m2d ');
  await page.getByRole('button', { name: 'Verificar' }).click();
  const valid = page.getByTestId('certificate-valid');
  await expect(valid.getByText('Certificado válido')).toBeVisible();
  await expect(page.getByTestId('certificate-holder')).toHaveText('Lucas Almeida');
  await expect(valid).toContainText('Gestão de Projetos Ágeis');
  await expect(valid).toContainText('Dra. Maria Santos');
  await expect(valid).toContainText('15h');
  await expect(valid).toContainText('EDU-4GPA-7KQX-3M2D');
  await expectNoAxeViolations(page);
});

test('the link printed on the PDF opens the verification directly', async ({ page }) => {
  await page.goto('/certificados/verificar/EDU-4GPA-7KQX-3M2D');
  await expect(page.getByTestId('certificate-holder')).toHaveText('Lucas Almeida');
  await expect(page.getByLabel('Código do certificado')).toHaveValue('EDU-4GPA-7KQX-3M2D');
});

test('an unknown code says so', async ({ page }) => {
  await page.goto('/certificados/verificar/EDU-AAAA-BBBB-CCCC');
  await expect(page.getByRole('heading', { name: 'Certificado não encontrado' })).toBeVisible();
  await expect(page.getByText('Nenhum certificado corresponde ao código EDU-AAAA-BBBB-CCCC.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('certificate-holder')).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Certificado não encontrado' })).toBeVisible();
  await expectNoAxeViolations(page);
});
