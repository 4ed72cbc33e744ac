import { describe, expect, it } from 'vitest';
import { checkSmtpHost, isPublicAddress } from './smtp-host.ts';

describe('isPublicAddress: where the platform may open an SMTP connection', () => {
  it.each([
    '127.0.0.1', '127.1', '0.0.0.0', '0.1.2.3', '10.0.0.5', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '224.0.0.1', '255.255.255.255', '192.0.2.10', '198.51.100.7', '240.0.0.1',
    '::', '::1', 'fe80::1', 'febf::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254',
    '::127.0.0.1', '::7f00:1', '2002:7f00:1::1', '64:ff9b::7f00:1', '2001::1', '2001:db8::1', 'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '200.147.67.142', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '2606:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkSmtpHost', () => {
  it('refuses a name that resolves to loopback, and private literals, unless private hosts are allowed', async () => {
    expect(await checkSmtpHost('localhost', false)).toMatchObject({ ok: false, reason: 'private' });
    expect(await checkSmtpHost('127.0.0.1', false)).toMatchObject({ ok: false, reason: 'private' });
    expect(await checkSmtpHost('[::1]', false)).toMatchObject({ ok: false, reason: 'private' });
    expect(await checkSmtpHost('169.254.169.254', false)).toMatchObject({ ok: false, reason: 'private' });
    expect(await checkSmtpHost('127.0.0.1', true)).toEqual({ ok: true, address: '127.0.0.1' });
  });

  it('connects to the public literal it was given, and reports a name that does not resolve', async () => {
    expect(await checkSmtpHost('8.8.8.8', false)).toEqual({ ok: true, address: '8.8.8.8' });
    expect(await checkSmtpHost('nao-existe.invalid', false)).toMatchObject({ ok: false, reason: 'not-found' });
  });
});
