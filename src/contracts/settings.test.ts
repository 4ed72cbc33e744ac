import { describe, expect, it } from 'vitest';
import { senderOf } from './settings.ts';

describe('the sender of every e-mail', () => {
  it('takes the platform\'s name when the setting is a bare address or the former default', () => {
    expect(senderOf('nao-responda@escola.com.br', 'Academia Lumière')).toBe('"Academia Lumière" <nao-responda@escola.com.br>');
    expect(senderOf('EduIA <nao-responda@eduia.com.br>', 'Academia Lumière')).toBe('"Academia Lumière" <nao-responda@eduia.com.br>');
    expect(senderOf('a@b.co', 'Escola "Nova" \\ Sul')).toBe('"Escola \\"Nova\\" \\\\ Sul" <a@b.co>');
  });

  it('keeps a name the admin set', () => {
    expect(senderOf('Secretaria <contato@escola.com.br>', 'Academia Lumière')).toBe('Secretaria <contato@escola.com.br>');
  });
});
