import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

// /admin/relatorios on the demo data (reports seed): figures shown are the API's, computed
// from payments and subscriptions; the period changes them; each table exports as CSV.

interface Report {
  summary: { revenueCents: number; expensesCents: number; mrrCents: number; newSubscribers: number; cancelledSubscribers: number };
  months: Array<{ label: string; revenueCents: number; expensesCents: number }>;
}

const brl = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\u00a0/g, ' ');

test('the admin reads the financial reports, changes the period, pages and exports', async ({ page }) => {
  test.setTimeout(90_000); // many checks on a shared 2-core machine
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Relatórios' }).click();
  await expect(page).toHaveURL(/\/admin\/relatorios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios Financeiros' })).toBeVisible();

  // 30 days by default: the cards show the API's figures.
  const month = (await (await page.request.get('/api/admin/reports?period=30')).json()) as Report;
  await expect(page.getByRole('button', { name: '30 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('kpi-Receita')).toHaveText(brl(month.summary.revenueCents));
  await expect(page.getByTestId('kpi-MRR')).toHaveText(brl(month.summary.mrrCents));
  expect(month.summary.revenueCents).toBeGreaterThan(0);

  // 365 days: 13 months in the chart, and its table holds the same figures.
  const year = (await (await page.request.get('/api/admin/reports?period=365')).json()) as Report;
  await page.getByRole('button', { name: '365 dias' }).click();
  await expect(page.getByRole('button', { name: '365 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('kpi-Receita')).toHaveText(brl(year.summary.revenueCents));
  await expect(page.getByTestId('kpi-Despesas')).toHaveText(brl(year.summary.expensesCents));
  await expect(page.getByTestId('kpi-Novos assinantes')).toHaveText(String(year.summary.newSubscribers));
  // The period is in the address: a reload (or the link, shared) shows the same report.
  await expect(page).toHaveURL(/\/admin\/relatorios\?periodo=365$/);
  await page.reload();
  await expect(page.getByRole('button', { name: '365 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('kpi-Receita')).toHaveText(brl(year.summary.revenueCents));
  await expect(page.getByTestId('chart-revenue').locator('[data-chart-axis="x"] text').first()).toHaveText(year.months[0]!.label);
  const revenueCard = page.getByTestId('chart-revenue').locator('xpath=ancestor::div[contains(@class,"rounded")][1]');
  await revenueCard.getByText('Ver tabela').click();
  const rows = revenueCard.locator('details table tbody tr');
  await expect(rows).toHaveCount(year.months.length);
  await expect(rows.first().locator('th')).toHaveText(year.months[0]!.label);
  await expect(rows.first().locator('td').first()).toHaveText(brl(year.months[0]!.revenueCents));

  // Transactions: ten per page, newest first, and the next page.
  const table = page.getByTestId('transactions');
  await expect(table.locator('tbody tr')).toHaveCount(10);
  const pageInfo = page.getByTestId('transactions-page');
  await expect(pageInfo).toHaveText(/^Página 1 de \d+ · \d+ transações$/);
  const firstRow = await table.locator('tbody tr').first().innerText();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(pageInfo).toHaveText(/^Página 2 de /);
  await expect(table.locator('tbody tr').first()).not.toHaveText(firstRow);
  await expect(table.getByText(/^(Pago|Pendente|Recusado|Reembolsado|Expirado)$/).first()).toBeVisible();
  // Every transaction says how it was paid (issue 14 item 7).
  await expect(table.locator('thead')).toContainText('Forma de pagamento');
  await expect(table.locator('tbody tr').first()).toContainText(/Cartão de crédito|Pix|Boleto/);

  // CSV of the transactions: UTF-8 with BOM, ';'.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV: Transações' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^relatorio-transacoes-365-dias-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFData;Usuário;E-mail;Plano;Valor (R$);Forma de pagamento;Parcelas;Status\r\n')).toBe(true);
  expect(csv).toMatch(/;Cartão de crédito;1;Pago\r\n/);
  expect(csv.trimEnd().split('\r\n').length).toBeGreaterThan(11);

  // Dark theme (the default) has no accessibility violations.
  await expectNoAxeViolations(page);
});

test('light theme and a phone-sized screen have no accessibility violations', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'admin');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.goto('/admin/relatorios');
  await expect(page.getByTestId('kpi-Receita')).toHaveText(/^R\$ /);
  await expect(page.getByRole('list', { name: 'Transações' }).getByRole('listitem')).toHaveCount(10);
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/relatorios-375.png`, fullPage: true });
});
