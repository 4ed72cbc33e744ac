import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

// Issue 12 item 2: the teacher uploads the course's thumbnail (checked by content by the
// server); the catalogue's course card shows it.

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a teacher changes the course thumbnail and the student catalogue shows it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'professor');
  await page.goto('/professor/cursos/1');
  const thumbnail = page.getByTestId('course-thumbnail');
  await expect(thumbnail).toHaveAttribute('src', /^\/thumbnails\/.+\.svg$/);
  await expectNoAxeViolations(page);

  // A text file named .png is refused by the server (content check).
  await page.getByTestId('thumbnail-input').setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: Buffer.from('não é imagem') });
  await expect(page.getByText('Não foi possível enviar a capa', { exact: true })).toBeVisible();

  await page.getByTestId('thumbnail-input').setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Capa atualizada', { exact: true })).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/course-thumbnails\/[0-9a-f-]+\.png$/);
  const src = await thumbnail.getAttribute('src');

  const student = await browser.newPage();
  await signInAs(student, 'aluno');
  await student.goto('/aluno');
  await expect(student.locator(`img[src="${src}"]`).first()).toBeAttached();
  await student.close();

  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(thumbnail).toHaveAttribute('src', src!);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Usar ilustração da categoria' }).click();
  await expect(page.getByText('Capa removida', { exact: true })).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', /^\/thumbnails\/.+\.svg$/);
});
