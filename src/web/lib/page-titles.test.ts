import { describe, expect, it } from 'vitest';
import { hasPageTitle, pageTitle } from '#contracts/page-titles';
import { paths } from './paths.ts';

/** Every URL pattern of `paths` (strings and the `.pattern` of parameterised paths). */
function patternsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/') ? [value] : [];
  if (typeof value === 'function') return 'pattern' in value ? [String(value.pattern)] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(patternsIn);
  return [];
}

describe('page titles', () => {
  it('every page of the web app has its own title', () => {
    const missing = patternsIn(paths).filter((pattern) => pattern !== paths.home && !hasPageTitle(pattern));
    expect(missing).toEqual([]);
  });

  it('names the page, then the platform; the landing page is the platform and its tagline', () => {
    expect(pageTitle('/professor/alunos', 'Academia Lumière')).toBe('Alunos · Academia Lumière');
    expect(pageTitle('/professor?aba=simulados', 'Academia Lumière')).toBe('Painel do professor · Academia Lumière');
    expect(pageTitle('/aluno/curso/abc-123', 'EduIA')).toBe('Curso · EduIA');
    expect(pageTitle('/professor/cursos', 'EduIA')).toBe('Editor de curso · EduIA');
    expect(pageTitle('/professor/cursos/c1', 'EduIA')).toBe('Editor de curso · EduIA');
    expect(pageTitle('/certificados/verificar', 'EduIA')).toBe('Verificar certificado · EduIA');
    expect(pageTitle('/', 'Academia Lumière')).toBe('Academia Lumière · Educação Online Inteligente com IA');
    expect(pageTitle('/nada-aqui', 'EduIA')).toBe('Página não encontrada · EduIA');
  });
});
