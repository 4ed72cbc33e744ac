import { describe, expect, it } from 'vitest';
import { plural, pluralCategory, pluralWord } from './plural.ts';

describe('counts in Portuguese', () => {
  it('writes one and many with their own forms, digits grouped', () => {
    expect(plural(1, 'aluno', 'alunos')).toBe('1 aluno');
    expect(plural(2, 'aluno', 'alunos')).toBe('2 alunos');
    expect(plural(1234, 'registro', 'registros')).toBe('1.234 registros');
    expect(`1 de ${plural(1, 'aluno concluiu', 'alunos concluíram')}`).toBe('1 de 1 aluno concluiu');
    expect(`2 de 3 ${pluralWord(3, 'aluno', 'alunos')}`).toBe('2 de 3 alunos');
  });

  it('writes zero in the plural, as Brazilian interfaces do', () => {
    expect(plural(0, 'aluno', 'alunos')).toBe('0 alunos');
  });

  it('agrees with Intl.PluralRules for every other count, whole or not', () => {
    const rules = new Intl.PluralRules('pt-BR');
    for (const n of [...Array.from({ length: 2000 }, (_, i) => i + 1), -1, -2, 1.5, 0.5, 2.5, 1e6]) {
      expect(pluralCategory(n), String(n)).toBe(rules.select(n) === 'one' ? 'one' : 'other');
    }
  });
});
