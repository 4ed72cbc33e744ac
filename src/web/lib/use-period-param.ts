import { useSearchParams } from 'wouter';

/**
 * A page's period kept in the address (`?periodo=`): one of `periods`, `fallback` when absent or
 * not one of them; choosing the fallback removes it, so the plain address is the default report.
 * `keep` holds the other parameters the page writes along with it (the analytics' `?curso=`).
 */
export function usePeriodParam<P extends number>(periods: readonly P[], fallback: P) {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('periodo'));
  const period = (periods as readonly number[]).includes(requested) ? (requested as P) : fallback;
  const searchWith = (next: P, keep: Record<string, string> = {}) => ({ ...(next === fallback ? {} : { periodo: String(next) }), ...keep });
  const setPeriod = (next: P, keep?: Record<string, string>) => setParams(searchWith(next, keep), { replace: true });
  return { period, setPeriod, params };
}
