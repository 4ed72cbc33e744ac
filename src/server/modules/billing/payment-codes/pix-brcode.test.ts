import { describe, expect, it } from 'vitest';
import { buildPixPayload, crc16ccitt, formatPixAmount, parsePixPayload } from './pix-brcode';

// Example from the BCB "Manual de Padrões para Iniciação do Pix" (static charge, random key, no amount).
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

// Built field by field by hand from the manual's rules; CRC checked with an independent
// implementation (Python binascii.crc_hqx(data, 0xFFFF), which is CRC-16/CCITT-FALSE).
const HAND_EDUIA =
  '00020126580014br.gov.bcb.pix0123pagamentos@eduia.com.br0209Plano Pro520400005303986540549.905802BR5914EduIA Educacao6009Sao Paulo62200516EDUIA2026PIX00016304F9A6';
const HAND_PHONE =
  '00020126360014br.gov.bcb.pix0114+551198765432152040000530398654040.055802BR5915Joao Sao Mamede6008Brasilia62070503***630474E7';

describe('crc16ccitt', () => {
  it('gives the CRC-16/CCITT-FALSE check value 29B1 for "123456789"', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('matches the CRC of the Banco Central example', () => {
    expect(crc16ccitt(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('pads to 4 upper-case hex digits', () => {
    expect(crc16ccitt('')).toBe('FFFF');
    expect(crc16ccitt('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('formatPixAmount', () => {
  it('formats centavos with a dot and two decimals', () => {
    expect(formatPixAmount(1000)).toBe('10.00');
    expect(formatPixAmount(5)).toBe('0.05');
    expect(formatPixAmount(4990)).toBe('49.90');
    expect(formatPixAmount(123456)).toBe('1234.56');
  });

  it('refuses zero, negative and fractional amounts', () => {
    expect(() => formatPixAmount(0)).toThrow('Valor do Pix inválido.');
    expect(() => formatPixAmount(-100)).toThrow('Valor do Pix inválido.');
    expect(() => formatPixAmount(10.5)).toThrow('Valor do Pix inválido.');
  });
});

describe('buildPixPayload', () => {
  it('reproduces the Banco Central example', () => {
    expect(
      buildPixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: '***',
      }),
    ).toBe(BCB_EXAMPLE);
  });

  it('reproduces a hand-computed payload with amount, description and txid', () => {
    expect(
      buildPixPayload({
        key: 'pagamentos@eduia.com.br',
        merchantName: 'EduIA Educacao',
        merchantCity: 'Sao Paulo',
        amountCents: 4990,
        txid: 'EDUIA2026PIX0001',
        description: 'Plano Pro',
      }),
    ).toBe(HAND_EDUIA);
  });

  it('strips accents from name and city (hand-computed payload)', () => {
    expect(
      buildPixPayload({
        key: '+5511987654321',
        merchantName: 'João São Mamede',
        merchantCity: 'Brasília',
        amountCents: 5,
        txid: '***',
      }),
    ).toBe(HAND_PHONE);
  });

  it('cuts the name to 25 and the city to 15 characters', () => {
    const payload = buildPixPayload({
      key: 'a@b.co',
      merchantName: 'Escola de Programação e Ciência de Dados',
      merchantCity: 'São José dos Campos do Sul',
      amountCents: 100,
      txid: 'ABC',
    });
    const parsed = parsePixPayload(payload);
    expect(parsed.merchantName).toBe('Escola de Programacao e C');
    expect(parsed.merchantName).toHaveLength(25);
    expect(parsed.merchantCity).toBe('Sao Jose dos Ca');
  });

  it('keeps the merchant account template within 99 characters with a long description', () => {
    const payload = buildPixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'EduIA',
      merchantCity: 'Sao Paulo',
      amountCents: 100,
      txid: 'T1',
      description: 'Assinatura anual do plano Premium com todos os cursos incluídos e certificados',
    });
    const parsed = parsePixPayload(payload);
    expect(parsed.fields['26']!.length).toBeLessThanOrEqual(99);
    expect(parsed.description).toMatch(/^Assinatura anual/);
  });

  it('refuses a txid that is too long or has symbols', () => {
    const base = { key: 'a@b.co', merchantName: 'EduIA', merchantCity: 'Recife', amountCents: 100 };
    expect(() => buildPixPayload({ ...base, txid: 'A'.repeat(26) })).toThrow(/txid/);
    expect(() => buildPixPayload({ ...base, txid: 'ABC-123' })).toThrow(/txid/);
    expect(() => buildPixPayload({ ...base, txid: 'A'.repeat(25) })).not.toThrow();
  });

  it('refuses an empty key, name or city', () => {
    const base = { key: 'a@b.co', merchantName: 'EduIA', merchantCity: 'Recife', txid: '***' };
    expect(() => buildPixPayload({ ...base, key: ' ' })).toThrow('Chave Pix inválida.');
    expect(() => buildPixPayload({ ...base, merchantName: '\u0301\u0301' })).toThrow(/Nome/);
    expect(() => buildPixPayload({ ...base, merchantCity: '' })).toThrow(/Cidade/);
  });
});

describe('parsePixPayload', () => {
  it('reads the Banco Central example', () => {
    const parsed = parsePixPayload(BCB_EXAMPLE);
    expect(parsed).toMatchObject({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      amountCents: null,
      txid: '***',
      description: null,
    });
  });

  it('round-trips what buildPixPayload writes', () => {
    const parsed = parsePixPayload(HAND_EDUIA);
    expect(parsed).toMatchObject({
      key: 'pagamentos@eduia.com.br',
      description: 'Plano Pro',
      amountCents: 4990,
      txid: 'EDUIA2026PIX0001',
    });
  });

  it('rejects a payload whose CRC does not match', () => {
    expect(() => parsePixPayload(BCB_EXAMPLE.slice(0, -4) + '1D3E')).toThrow('CRC do payload não confere.');
    // One character changed in the body: the CRC catches it.
    expect(() => parsePixPayload(BCB_EXAMPLE.replace('Fulano', 'Fulana'))).toThrow('CRC do payload não confere.');
  });

  it('rejects structural errors even with a correct CRC', () => {
    const resign = (body: string) => body + '6304' + crc16ccitt(body + '6304');
    expect(() => parsePixPayload(resign('000201520400005303986'))).toThrow(/campo 26/);
    expect(() =>
      parsePixPayload(resign('00020126180014br.gov.bcb.xyz52040000530398658' + '02BR5901A6001B')),
    ).toThrow(/GUI/);
    expect(() => parsePixPayload(resign('0002012699'))).toThrow(/mais curto/);
    expect(() => parsePixPayload('hello')).toThrow(/campo 00/);
  });
});
