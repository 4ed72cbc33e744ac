import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until `deadlineAt`, measured against the server's clock (the offset is
 * taken once from `serverNow`), ticking every second. Calls `onExpire` once at zero.
 */
export function useCountdown(deadlineAt: string, serverNow: string, onExpire: () => void): number {
  const offset = useRef(new Date(serverNow).getTime() - Date.now());
  const compute = () => Math.max(0, Math.ceil((new Date(deadlineAt).getTime() - (Date.now() + offset.current)) / 1000));
  const [left, setLeft] = useState(compute);
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const value = compute();
      setLeft(value);
      if (value === 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadlineAt]);
  return left;
}

/** 1799 → "29:59"; an hour or more → "1:02:03". */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
