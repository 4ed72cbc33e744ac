import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

// Issue 12 item 3: the teacher uploads a material with a progress bar, renames and deletes
// it; an enrolled student downloads it from the player at once.

const pdf = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n% material de teste\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
};

async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: 'Enviar material' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar material' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseCourse(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: 'Enviar material' });
  await dialog.getByRole('combobox', { name: 'Curso' }).click();
  await page.getByRole('option', { name: title }).click();
}

test('a teacher uploads a PDF with a progress bar, a student downloads it, the teacher renames and deletes it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Lista E2E ${Date.now()}`;
  await signInAs(page, 'professor');
  await page.goto('/professor?aba=materiais');
  await expect(page.getByTestId('teacher-material').first()).toBeVisible();

  let dialog = await openUploadDialog(page);
  await expectNoAxeViolations(page);
  // Checked in the browser by name…
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog.getByText('Escolha o curso.')).toBeVisible();
  await chooseCourse(page, 'Introdução à Inteligência Artificial');
  await dialog.getByLabel('Arquivo').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('texto') });
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog.getByText('Tipo de arquivo não permitido. Envie um arquivo PDF (.pdf) ou Word (.docx).')).toBeVisible();
  // …and by the server, by content: a renamed program is refused.
  await dialog.getByLabel('Arquivo').setInputFiles({ name: 'programa.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048)]) });
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog.getByText('Tipo de arquivo não permitido. Envie um arquivo PDF (.pdf) ou Word (.docx).')).toBeVisible();

  // A slow connection, so the progress bar can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  await dialog.getByLabel('Título (opcional)').fill(title);
  const bytes = pdf(3 * 1024 * 1024);
  await dialog.getByLabel('Arquivo').setInputFiles({ name: 'Exercícios módulo 1.pdf', mimeType: 'application/pdf', buffer: bytes });
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Progresso do envio' })).toBeVisible();
  await expect(dialog.getByText(/Enviando\.\.\. \d+%/)).toBeVisible();
  await expect(page.getByText('Material enviado', { exact: true })).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('teacher-material').filter({ hasText: title });
  await expect(row).toContainText('Exercícios módulo 1.pdf');
  await expect(row).toContainText('3,0 MB');

  // The demo student (enrolled in course 1) downloads it from the player at once.
  const student = await browser.newPage();
  await signInAs(student, 'aluno');
  await student.goto('/aluno/curso/1');
  await student.getByRole('button', { name: 'Baixar material' }).click();
  const downloadStarted = student.waitForEvent('download');
  await student.getByRole('menuitem', { name: title }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('Exercícios módulo 1.pdf');
  const { readFile } = await import('node:fs/promises');
  expect((await readFile((await download.path())!)).equals(bytes)).toBe(true);

  // Rename: the student sees the new title.
  await row.getByRole('button', { name: /Renomear/ }).click();
  dialog = page.getByRole('dialog', { name: 'Renomear material' });
  await dialog.getByLabel('Título').fill('');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Informe o título do material.')).toBeVisible();
  await dialog.getByLabel('Título').fill(`${title} revisada`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Material renomeado', { exact: true })).toBeVisible();
  const renamed = page.getByTestId('teacher-material').filter({ hasText: `${title} revisada` });
  await expect(renamed).toBeVisible();
  await student.reload();
  await student.getByRole('button', { name: 'Baixar material' }).click();
  await expect(student.getByRole('menuitem', { name: `${title} revisada` })).toBeVisible();
  await student.keyboard.press('Escape');

  // Delete, after a confirmation.
  await renamed.getByRole('button', { name: /Excluir/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir material?' });
  await expect(confirm).toContainText('deixará de estar disponível');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Material excluído', { exact: true })).toBeVisible();
  await expect(renamed).toHaveCount(0);
  await student.reload();
  // Only the course's handout is left: one button, no menu.
  await expect(student.getByRole('button', { name: 'Baixar material' })).toHaveAttribute('title', /^Apostila/);
  await student.close();
});

test('the upload dialog and the materials tab have no accessibility violations in the light theme, on a phone too', async ({ page }) => {
  await signInAs(page, 'professor');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/professor?aba=materiais');
  await expect(page.getByTestId('teacher-material').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await openUploadDialog(page);
  await chooseCourse(page, 'Introdução à Inteligência Artificial');
  await expectNoAxeViolations(page);
});
