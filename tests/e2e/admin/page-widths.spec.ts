import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../fixtures.ts';

// One layout width per kind of page in the work areas (docs/decisions/area-shell-and-paths.md):
// dashboards, lists and reports take the shell's whole content width; forms and settings one
// reading width; every page starts at the same left edge. On a phone no admin page is wider
// than the screen.
const PAGE_KINDS = {
  admin: {
    wide: ['/admin', '/admin/usuarios', '/admin/moderacao', '/admin/planos', '/admin/relatorios', '/admin/auditoria', '/admin/emails', '/admin/avisos'],
    reading: ['/admin/configuracoes', '/admin/privacidade', '/admin/meus-dados', '/admin/notificacoes'],
  },
  professor: {
    wide: ['/professor', '/professor/alunos', '/professor/analytics', '/professor/mural', '/professor/cursos', '/professor/simulados/editar'],
    reading: ['/professor/perfil', '/professor/notificacoes', '/professor/meus-dados'],
  },
} as const;

type Box = { left: number; width: number };

/** The page's own box: the element the page draws inside the shell's `<main>`, once its title is shown. */
async function contentBox(page: Page, path: string): Promise<Box> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const box = await page.locator('main#conteudo > *').first().boundingBox();
  expect(box, path).not.toBeNull();
  return { left: Math.round(box!.x), width: Math.round(box!.width) };
}

/** Each page's box next to its kind's first page's, so a failure names the page that differs. */
function expectOneBoxPerKind(boxes: Record<string, Box>, paths: readonly string[]) {
  expect(Object.fromEntries(paths.map((path) => [path, boxes[path]]))).toEqual(Object.fromEntries(paths.map((path) => [path, boxes[paths[0]!]])));
}

for (const role of ['admin', 'professor'] as const) {
  test(`${role} pages of one kind share their content width and left edge at 1280 px`, async ({ page }) => {
    test.setTimeout(90_000); // a dozen pages on a shared 2-core machine
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, role);
    const kinds = PAGE_KINDS[role];
    const boxes: Record<string, Box> = {};
    for (const path of [...kinds.wide, ...kinds.reading]) boxes[path] = await contentBox(page, path);

    expectOneBoxPerKind(boxes, kinds.wide);
    expectOneBoxPerKind(boxes, kinds.reading);
    // The wide kind fills the shell's content (the header's width, less its padding); the reading
    // kind is narrower and starts where the wide one does, so the title does not move between pages.
    const wide = boxes[kinds.wide[0]]!;
    const reading = boxes[kinds.reading[0]]!;
    const shell = await page.locator('main#conteudo').boundingBox();
    expect(wide.width).toBe(Math.round(shell!.width) - 32);
    expect(reading.width).toBeLessThan(wide.width);
    expect(reading.left).toBe(wide.left);
  });
}

test('no admin page is wider than a 375 px phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'admin');
  const overflowing: string[] = [];
  for (const path of [...PAGE_KINDS.admin.wide, ...PAGE_KINDS.admin.reading]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > 375) overflowing.push(`${path}: ${scrollWidth} px`);
  }
  expect(overflowing).toEqual([]);
});
