// Counts in Portuguese ("1 aluno", "2 alunos"): one helper for every page, e-mail and log
// sentence that writes a count. The form is Intl.PluralRules('pt-BR')'s, except zero, which
// Brazilian interfaces write in the plural ("0 alunos", docs/decisions/plural-forms.md).
// Whole numbers are decided without Intl (its rule for them is fixed: plural.test.ts compares
// both), so a page that shows a count does not load the browser's locale data while hydrating.

let rules: Intl.PluralRules | undefined;

/** 'one' or 'other': which form a count takes. */
export function pluralCategory(count: number): 'one' | 'other' {
  if (count === 0) return 'other';
  if (Number.isSafeInteger(count)) return Math.abs(count) === 1 ? 'one' : 'other';
  rules ??= new Intl.PluralRules('pt-BR');
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** The word alone, for a verb or noun whose count is written elsewhere: `pluralWord(n, 'concluiu', 'concluíram')`. */
export function pluralWord(count: number, one: string, other: string): string {
  return pluralCategory(count) === 'one' ? one : other;
}

/** "1.234": digits grouped as in pt-BR. */
function countText(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('pt-BR');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return count < 0 ? `-${digits}` : digits;
}

/** The count and its word: `plural(2, 'aluno', 'alunos')` → "2 alunos"; `plural(1, 'aluno', 'alunos')` → "1 aluno". */
export function plural(count: number, one: string, other: string): string {
  return `${countText(count)} ${pluralWord(count, one, other)}`;
}
