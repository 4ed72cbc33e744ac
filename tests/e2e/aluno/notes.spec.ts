import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, signInAsStudentWithoutPlan, test } from '../fixtures.ts';

test.describe('lesson notes', () => {
  test('autosave after typing stops, kept on the server, mirrored locally, exported as Markdown', async ({ page }) => {
    // Beatriz's notes in course 11 are touched by no other test.
    await signInAsStudentWithoutPlan(page);
    await page.goto('/aluno/curso/11?aula=lesson-11-1-2');
    await expect(page.getByTestId('lesson-title')).toHaveText('Fluxo de caixa');
    await page.getByRole('tab', { name: 'Anotações' }).click();
    const notes = page.getByRole('textbox', { name: /Anotações da aula/ });
    await expect(notes).toBeEnabled();
    // Hold the save request until 'Salvando...' has been seen (no timing assumptions).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let saves = 0;
    await page.route('**/api/learning/courses/11/lessons/*/note', async (route) => {
      saves++;
      await released;
      await route.continue();
    });
    await notes.fill('Entradas menos saídas; projetar 90 dias.');
    await expect(page.getByTestId('notes-status')).toHaveText('Salvando...');
    await expect.poll(() => saves).toBe(1);
    release();
    await expect(page.getByTestId('notes-status')).toContainText('Salvo às');
    await page.unroute('**/api/learning/courses/11/lessons/*/note');
    expect(await page.evaluate(() => localStorage.getItem('course-notes-11-lesson-11-1-2'))).toBe('Entradas menos saídas; projetar 90 dias.');
    await expectNoAxeViolations(page);

    // Kept on the server: a fresh browser (no local storage) sees it.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('tab', { name: 'Anotações' }).click();
    await expect(page.getByRole('textbox', { name: /Anotações da aula/ })).toHaveValue('Entradas menos saídas; projetar 90 dias.');

    // A second lesson's note, then export.
    await page.getByRole('tab', { name: 'Aulas' }).click();
    await page.getByTestId('lesson-item').filter({ hasText: 'Ponto de equilíbrio' }).click();
    await page.getByRole('tab', { name: 'Anotações' }).click();
    await page.getByRole('textbox', { name: /Anotações da aula/ }).fill('Custos fixos ÷ margem de contribuição.');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar anotações' }).click()]);
    await expect(page.getByRole('status').filter({ hasText: 'Anotações exportadas!' }).first()).toBeVisible();
    expect(download.suggestedFilename()).toBe('financas-para-empreendedores-anotacoes.md');
    const markdown = readFileSync(await download.path(), 'utf8');
    expect(markdown).toContain('# Anotações — Finanças para Empreendedores');
    expect(markdown).toContain('## Módulo 1: Organização financeira');
    expect(markdown).toContain('### Fluxo de caixa\n\nEntradas menos saídas; projetar 90 dias.');
    expect(markdown).toContain('### Ponto de equilíbrio\n\nCustos fixos ÷ margem de contribuição.');
    expect(markdown).toContain('### Capital de giro\n\n_Sem anotações._');
  });

  test('typing at a normal pace sends one save, 1000 ms after typing stops, with the last text', async ({ page }) => {
    // Beatriz's notes in course 8 are touched by no other test.
    await signInAsStudentWithoutPlan(page);
    await page.goto('/aluno/curso/8?aula=lesson-8-1-1');
    await page.getByRole('tab', { name: 'Anotações' }).click();
    const notes = page.getByRole('textbox', { name: /Anotações da aula/ });
    await expect(notes).toBeEnabled();
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/learning\/courses\/8\/lessons\/[^/]+\/note$/.test(request.url()) && ['PUT', 'POST'].includes(request.method())) bodies.push(request.postData() ?? '');
    });
    await notes.click();
    const text = 'Margem: 16 chars';
    expect(text).toHaveLength(16);
    await page.keyboard.type(text, { delay: 100 });
    await expect(page.getByTestId('notes-status')).toHaveText('Salvando...');
    await expect(page.getByTestId('notes-status')).toContainText('Salvo às');
    // Time for any late save to show up before counting.
    await page.waitForTimeout(1500);
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0])).toEqual({ content: text });
  });
});

