import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { e2eDataDir, expect, expectNoAxeViolations, signInWith, test } from '../fixtures.ts';

// Elisa Prado is seeded for board journeys (account-notices seed); nothing here touches the demo student.
const ELISA = { email: 'elisa@eduia.com.br', password: 'Aluno@2024' };

async function openBoard(page: Page, tab?: string) {
  await page.goto('/aluno/mural');
  await expect(page.getByRole('heading', { level: 1, name: 'Mural de Avisos' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

test.describe('notice board', () => {
  test.beforeEach(async ({ page }) => {
    await signInWith(page, ELISA.email, ELISA.password);
  });

  test("'Participar' registers (count changes), a second click unregisters; both persist", async ({ page }) => {
    await openBoard(page);
    const card = page.getByTestId('event-event-webinar-ia');
    await expect(card.getByRole('heading', { name: 'Webinar: O Futuro da IA Generativa' })).toBeVisible();
    await expect(card.getByTestId('event-participants')).toHaveText('2 participantes');
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: 'Participar' }).click();
    await expect(card.getByTestId('event-participants')).toHaveText('3 participantes');
    await expect(card.getByRole('button', { name: 'Inscrito' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(card.getByTestId('event-participants')).toHaveText('3 participantes');
    await card.getByRole('button', { name: 'Inscrito' }).click();
    await expect(card.getByTestId('event-participants')).toHaveText('2 participantes');
    await expect(card.getByRole('button', { name: 'Participar' })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(card.getByTestId('event-participants')).toHaveText('2 participantes');
    await expect(card.getByRole('button', { name: 'Participar' })).toBeVisible();
  });

  test('the reminder button schedules a reminder an hour before the event, and it persists', async ({ page }) => {
    await openBoard(page);
    const card = page.getByTestId('event-event-workshop-figma');
    await card.getByRole('button', { name: 'Lembrar-me' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lembrete agendado' })).toContainText('1 hora antes');
    await expect(card.getByRole('button', { name: 'Lembrete agendado' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText(/^Lembrete em \d{2}\/\d{2}\/\d{4} às 13:00\.$/)).toBeVisible();
    await page.reload();
    await expect(card.getByRole('button', { name: 'Lembrete agendado' })).toBeVisible();
    await card.getByRole('button', { name: 'Lembrete agendado' }).click();
    await expect(card.getByRole('button', { name: 'Lembrar-me' })).toBeVisible();
    await page.reload();
    await expect(card.getByRole('button', { name: 'Lembrar-me' })).toBeVisible();
  });

  test('tasks show priority badges; marking one done moves it to the done list and persists', async ({ page }) => {
    await openBoard(page, 'Tarefas');
    const task = page.getByTestId('task-task-elisa-1');
    await expect(task.getByRole('heading', { name: 'Responder ao questionário do módulo 1' })).toBeVisible();
    await expect(task.getByTestId('task-priority')).toHaveText('Prioridade alta');
    await expect(task.getByTestId('task-priority')).toHaveClass(/bg-destructive/);
    await expect(page.getByTestId('task-task-elisa-2').getByTestId('task-priority')).toHaveText('Prioridade baixa');
    await expect(page.getByTestId('task-task-elisa-2').getByTestId('task-priority')).toHaveClass(/text-foreground/);
    await expect(task.getByTestId('task-status')).toContainText('Pendente');
    await expectNoAxeViolations(page);

    // The tick's answer goes into the list shown: no page of the list is asked again.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/notices/tasks') asked.push(request.url());
    });
    await task.getByRole('button', { name: 'Marcar como concluída' }).click();
    await expect(page.getByTestId('tasks-done').getByTestId('task-task-elisa-1')).toBeVisible();
    await expect(task.getByTestId('task-status')).toContainText('Concluída em');
    await expect(page.getByRole('heading', { name: 'Pendentes (1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Concluídas \(\d+\)$/ })).toBeVisible();
    expect(asked).toEqual([]);
    await page.reload();
    await page.getByRole('tab', { name: 'Tarefas' }).click();
    await expect(page.getByTestId('tasks-done').getByTestId('task-task-elisa-1')).toBeVisible();
    await expect(page.getByTestId('tasks-pending').getByTestId('task-task-elisa-1')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Pendentes (1)' })).toBeVisible();
  });

  test('announcements show an icon by type with priority styling; teacher messages show initials', async ({ page }) => {
    await openBoard(page, 'Avisos');
    const maintenance = page.getByTestId('announcement-announcement-manutencao');
    await expect(maintenance.getByRole('heading', { name: 'Manutenção programada' })).toBeVisible();
    await expect(maintenance).toHaveAttribute('data-priority', 'warning');
    await expect(maintenance).toHaveClass(/border-l-warning/);
    await expect(maintenance.getByTestId('announcement-icon')).toHaveAttribute('data-type', 'maintenance');
    await expect(page.getByTestId('announcement-announcement-simulados').getByTestId('announcement-icon')).toHaveAttribute('data-type', 'feature');
    await expect(page.getByTestId('announcement-announcement-design').getByTestId('announcement-icon')).toHaveAttribute('data-type', 'content');
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Professores' }).click();
    const message = page.getByTestId('teacher-message').first();
    await expect(message.getByRole('heading', { name: 'Prof. Carlos Silva' })).toBeVisible();
    await expect(message).toContainText('CS');
    await expect(message).toContainText('Bem-vinda ao curso!');
    await expectNoAxeViolations(page);
  });

  test('announcements come 20 at a time: "Carregar mais" shows the next ones, at 375 px', async ({ page }) => {
    // Published long ago, so they are the last pages for every student and other journeys never see them.
    const db = new Database(join(e2eDataDir(), 'eduia.db'), { fileMustExist: true, timeout: 5000 });
    const ids = Array.from({ length: 25 }, (_, i) => `e2e-aviso-antigo-${String(i).padStart(2, '0')}`);
    const insert = db.prepare("INSERT INTO announcements (id, title, message, author_id, type, priority, published_at, audience, course_id, plan_id, scheduled_for, created_at) VALUES (?, ?, '', NULL, 'content', 'info', ?, 'all', NULL, NULL, NULL, ?)");
    ids.forEach((id, i) => insert.run(id, `Aviso antigo ${i}`, `2000-01-01T00:00:${String(59 - i).padStart(2, '0')}.000Z`, '2000-01-01T00:00:00.000Z'));
    try {
      await page.setViewportSize({ width: 375, height: 800 });
      await openBoard(page, 'Avisos');
      const cards = page.locator('[data-testid^="announcement-"][data-priority]');
      await expect(cards).toHaveCount(20);
      const more = page.getByRole('button', { name: 'Carregar mais' });
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(20);
      while (await more.isVisible()) await more.click();
      await expect(more).toHaveCount(0);
      for (const id of ids) await expect(page.getByTestId(`announcement-${id}`)).toHaveCount(1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    } finally {
      db.prepare(`DELETE FROM announcements WHERE id IN (${ids.map(() => '?').join(', ')})`).run(...ids);
      db.close();
    }
  });
});
