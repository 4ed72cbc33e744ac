import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, totpCode, verifyTotp } from './totp.ts';

// RFC 6238 Appendix B, SHA-1 rows: the ASCII secret "12345678901234567890" at the given
// Unix times. totp.ts makes 6-digit codes (what authenticator apps show), and RFC 4226
// truncation makes those the last 6 digits of the RFC's 8-digit values.
const RFC_SECRET_ASCII = '12345678901234567890';
const RFC_SECRET_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_6238_SHA1: Array<[seconds: number, eightDigits: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('base32 (RFC 4648)', () => {
  it('encodes the RFC 6238 secret as authenticator apps expect it', () => {
    expect(base32Encode(Buffer.from(RFC_SECRET_ASCII, 'ascii'))).toBe(RFC_SECRET_BASE32);
    expect(base32Decode(RFC_SECRET_BASE32).toString('ascii')).toBe(RFC_SECRET_ASCII);
  });

  it('decodes padded, spaced and lower-case input and refuses other characters', () => {
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').toString('ascii')).toBe(RFC_SECRET_ASCII);
    expect(base32Decode('MZXW6===').toString('ascii')).toBe('foo');
    expect(() => base32Decode('GEZD1')).toThrow('invalid base32');
  });
});

describe('TOTP (RFC 6238 Appendix B, SHA-1)', () => {
  for (const [seconds, eightDigits] of RFC_6238_SHA1) {
    const sixDigits = eightDigits.slice(-6);
    it(`gives ${sixDigits} at T=${seconds}`, () => {
      expect(totpCode(RFC_SECRET_BASE32, new Date(seconds * 1000))).toBe(sixDigits);
    });

    it(`accepts ${sixDigits} at T=${seconds} and one 30 s step either side, not two`, () => {
      expect(verifyTotp(RFC_SECRET_BASE32, sixDigits, new Date(seconds * 1000))).toBe(true);
      // T=59 is step 1: one step earlier would look at step -1, which no real clock reaches.
      if (seconds >= 60) expect(verifyTotp(RFC_SECRET_BASE32, sixDigits, new Date((seconds - 30) * 1000))).toBe(true);
      expect(verifyTotp(RFC_SECRET_BASE32, sixDigits, new Date((seconds + 30) * 1000))).toBe(true);
      expect(verifyTotp(RFC_SECRET_BASE32, sixDigits, new Date((seconds + 90) * 1000))).toBe(false);
    });
  }

  it('keeps leading zeros (07081804 → 081804)', () => {
    expect(totpCode(RFC_SECRET_BASE32, new Date(1111111109 * 1000))).toBe('081804');
  });

  it('refuses codes that are not six digits, and accepts spaces inside one', () => {
    const at = new Date(59 * 1000);
    expect(verifyTotp(RFC_SECRET_BASE32, '287 082', at)).toBe(true);
    expect(verifyTotp(RFC_SECRET_BASE32, '94287082', at)).toBe(false);
    expect(verifyTotp(RFC_SECRET_BASE32, '28708', at)).toBe(false);
    expect(verifyTotp(RFC_SECRET_BASE32, 'abcdef', at)).toBe(false);
  });
});
