import { describe, expect, it } from 'vitest';
import { chipsOf, EMPTY_FILTERS } from './filters.ts';

describe('the chip of a teacher filter', () => {
  const filters = { ...EMPTY_FILTERS, instructor: 'user-prof-maria' };
  const label = (instructor?: { id: string; name: string } | null) => chipsOf(filters, instructor).find((chip) => chip.key === 'instructor')?.label;

  it('names the teacher once the server has answered', () => {
    expect(label({ id: 'user-prof-maria', name: 'Dra. Maria Santos' })).toBe('Professor: Dra. Maria Santos');
  });

  it('never shows the id from the address: an ellipsis while asked for, "não encontrado" for no such teacher', () => {
    expect(label(undefined)).toBe('Professor: …');
    expect(label(null)).toBe('Professor: não encontrado');
    expect(label({ id: 'user-other', name: 'Prof. João Oliveira' })).toBe('Professor: não encontrado');
  });

  it('has no chip without a teacher filter', () => {
    expect(chipsOf(EMPTY_FILTERS, null)).toEqual([]);
  });
});
