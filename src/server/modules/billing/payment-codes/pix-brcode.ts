/**
 * Pix "copia e cola" (BR Code): the EMV® QRCPS-MPM payload of a Pix charge, as laid
 * out in the Banco Central "Manual de Padrões para Iniciação do Pix".
 *
 * Each field is TLV: a 2-digit ID, a 2-digit length, the value. The payload ends with
 * ID 63 (CRC16-CCITT-FALSE over everything before it, including "6304").
 * Pure code: no I/O, no clock.
 */

const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;
const PIX_KEY_MAX = 77;

export interface PixPayloadInput {
  /** Pix key: CPF/CNPJ digits, +55 phone, e-mail or random key (EVP). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Integer centavos; omitted = the payer types the amount. */
  amountCents?: number;
  /** ≤ 25 letters/digits, or "***" (no identifier). */
  txid: string;
  /** Optional text shown to the payer (ID 26/02). */
  description?: string;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no xor-out) as 4 upper-case hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`Campo ${id} do Pix com mais de 99 caracteres.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Removes accents and anything outside printable ASCII (the payload is read as ASCII by bank apps). */
function toPlainAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "1000" centavos → "10.00" (ID 54 uses a dot and two decimals). */
export function formatPixAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error('Valor do Pix inválido.');
  const text = `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
  if (text.length > 13) throw new Error('Valor do Pix inválido.');
  return text;
}

export function buildPixPayload(input: PixPayloadInput): string {
  const key = input.key.trim();
  if (key.length === 0 || key.length > PIX_KEY_MAX) throw new Error('Chave Pix inválida.');
  const name = toPlainAscii(input.merchantName).slice(0, PIX_MERCHANT_NAME_MAX).trim();
  const city = toPlainAscii(input.merchantCity).slice(0, PIX_MERCHANT_CITY_MAX).trim();
  if (!name) throw new Error('Nome do recebedor do Pix vazio.');
  if (!city) throw new Error('Cidade do recebedor do Pix vazia.');
  if (input.txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(input.txid)) {
    throw new Error('Identificador (txid) do Pix inválido: até 25 letras e números.');
  }

  let account = tlv('00', PIX_GUI) + tlv('01', key);
  const description = input.description ? toPlainAscii(input.description) : '';
  if (description) {
    // The whole merchant account template must fit in 99 characters.
    const room = 99 - account.length - 4;
    if (room > 0) account += tlv('02', description.slice(0, room).trim());
  }

  let payload =
    tlv('00', '01') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (input.amountCents === undefined ? '' : tlv('54', formatPixAmount(input.amountCents))) +
    tlv('58', 'BR') +
    tlv('59', name) +
    tlv('60', city) +
    tlv('62', tlv('05', input.txid));
  payload += '6304';
  return payload + crc16ccitt(payload);
}

export interface ParsedPixPayload {
  key: string;
  description: string | null;
  merchantName: string;
  merchantCity: string;
  amountCents: number | null;
  txid: string | null;
  /** Every top-level field by ID, as read. */
  fields: Record<string, string>;
}

function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const lengthText = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) throw new Error(`Campo malformado na posição ${at}.`);
    const length = Number(lengthText);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`Campo ${id} mais curto que o tamanho declarado.`);
    if (fields.has(id)) throw new Error(`Campo ${id} repetido.`);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/** Reads a Pix payload and checks its structure and CRC; throws an Error saying what is wrong. */
export function parsePixPayload(payload: string): ParsedPixPayload {
  if (!/^0002\d{2}/.test(payload)) throw new Error('O payload não começa pelo campo 00.');
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== '6304') throw new Error('O payload não termina pelo campo 63 (CRC).');
  const expectedCrc = crc16ccitt(payload.slice(0, crcAt + 4));
  if (payload.slice(crcAt + 4).toUpperCase() !== expectedCrc) throw new Error('CRC do payload não confere.');

  const fields = readTlv(payload);
  if (fields.get('00') !== '01') throw new Error('Versão do payload (campo 00) diferente de 01.');
  const accountText = fields.get('26');
  if (accountText === undefined) throw new Error('Sem o campo 26 (conta do recebedor Pix).');
  const account = readTlv(accountText);
  if (account.get('00')?.toLowerCase() !== PIX_GUI) throw new Error('GUI do campo 26 diferente de br.gov.bcb.pix.');
  const key = account.get('01');
  if (!key) throw new Error('Sem chave Pix no campo 26.');
  if (fields.get('52') !== '0000') throw new Error('Campo 52 diferente de 0000.');
  if (fields.get('53') !== '986') throw new Error('Moeda (campo 53) diferente de 986.');
  if (fields.get('58') !== 'BR') throw new Error('País (campo 58) diferente de BR.');
  const merchantName = fields.get('59');
  const merchantCity = fields.get('60');
  if (!merchantName || merchantName.length > PIX_MERCHANT_NAME_MAX) throw new Error('Nome do recebedor (campo 59) inválido.');
  if (!merchantCity || merchantCity.length > PIX_MERCHANT_CITY_MAX) throw new Error('Cidade (campo 60) inválida.');

  let amountCents: number | null = null;
  const amountText = fields.get('54');
  if (amountText !== undefined) {
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amountText);
    if (!match) throw new Error('Valor (campo 54) inválido.');
    amountCents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  }
  const additional = fields.get('62');
  const txid = additional === undefined ? null : (readTlv(additional).get('05') ?? null);
  if (txid !== null && txid.length > PIX_TXID_MAX) throw new Error('Identificador (txid) com mais de 25 caracteres.');

  return {
    key,
    description: account.get('02') ?? null,
    merchantName,
    merchantCity,
    amountCents,
    txid,
    fields: Object.fromEntries(fields),
  };
}
