import { addMs, DAY_MS } from '#server/lib/clock';
import { randomToken } from '#server/lib/ids';
import type { Signer } from '#server/lib/signer';

// Device cookies (OWASP "Slow down online guessing attacks with device cookies";
// docs/decisions/login-lockout-device-cookies.md). A browser that signed in to an account
// gets a cookie naming a random device id, bound to that account and to an expiry by the
// server's HMAC. Nothing is stored until the device fails; its failures are counted per
// device (auth.repository.ts), so guesses from elsewhere cannot lock the owner out.

/** How long a browser stays known to an account after its last successful sign-in. */
export const DEVICE_COOKIE_TTL_MS = 90 * DAY_MS;
/** Sent only with sign-in: nothing else needs it. */
export const DEVICE_COOKIE_PATH = '/api/auth/login';
const PURPOSE = 'device-cookie';

export interface DeviceCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/**
 * One cookie per account in a shared browser: the name is keyed by the account (HMAC, so it
 * does not reveal which account), and a cookie made for one account is never read for another.
 */
export function deviceCookieName(signer: Signer, userId: string): string {
  return `eduia_device_${signer.sign(`${PURPOSE}-name`, userId).slice(0, 16)}`;
}

const signedPart = (userId: string, deviceId: string, expires: number) => `${userId}.${deviceId}.${expires}`;

/** A fresh cookie for the account (the same device id when the browser already had one). */
export function issueDeviceCookie(signer: Signer, userId: string, now: Date, deviceId = randomToken()): DeviceCookie {
  const expires = Math.floor(addMs(now, DEVICE_COOKIE_TTL_MS).getTime() / 1000);
  const value = `${deviceId}.${expires}.${signer.sign(PURPOSE, signedPart(userId, deviceId, expires))}`;
  return { name: deviceCookieName(signer, userId), value, maxAgeSeconds: DEVICE_COOKIE_TTL_MS / 1000 };
}

/** The device id of this account's cookie when it is this server's, for this account and not expired; null otherwise. */
export function readDeviceCookie(signer: Signer, userId: string, cookies: Record<string, string | undefined>, now: Date): string | null {
  const value = cookies[deviceCookieName(signer, userId)];
  if (!value || value.length > 200) return null;
  const [deviceId, expiresText, signature, ...rest] = value.split('.');
  if (!deviceId || !expiresText || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expiresText)) return null;
  const expires = Number(expiresText);
  if (expires * 1000 <= now.getTime()) return null;
  return signer.verify(PURPOSE, signedPart(userId, deviceId, expires), signature) ? deviceId : null;
}
