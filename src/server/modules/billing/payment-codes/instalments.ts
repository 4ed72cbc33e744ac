/**
 * Card instalments (parcelamento): 1x to 12x. Up to the plan's interest-free count the
 * price is split as it is; above it, the Price table (constant instalments, compound
 * monthly interest) sets the total. Everything in integer centavos: the total is rounded
 * once and divided by the count; the remainder r (0 to count − 1 centavos) puts one centavo
 * more on each of the first r instalments, so the instalments differ by at most one centavo
 * and always add up to the total.
 */

export const MAX_INSTALMENTS = 12;
/** Monthly interest above the interest-free count: 2,99 % a.m. */
export const INSTALMENT_MONTHLY_INTEREST = 0.0299;

export interface InstalmentOption {
  count: number;
  /** The lower value: floor(total ÷ count); the last `count − r` instalments. */
  instalmentCents: number;
  /** The first instalment: instalmentCents, or one centavo more when the total does not split evenly. */
  firstInstalmentCents: number;
  /** How many instalments (the first ones) are worth firstInstalmentCents; count when they are all equal. */
  firstInstalmentsCount: number;
  totalCents: number;
  /** totalCents − price. */
  interestCents: number;
  interestFree: boolean;
}

function assertCount(value: number, label: string) {
  if (!Number.isInteger(value) || value < 1 || value > MAX_INSTALMENTS) {
    throw new Error(`${label} deve ser um número inteiro de 1 a ${MAX_INSTALMENTS}.`);
  }
}

/** Total of a Price-table financing of `priceCents` over `count` months at `monthlyRate`, rounded to the centavo. */
export function priceTableTotalCents(priceCents: number, count: number, monthlyRate: number): number {
  if (monthlyRate === 0) return priceCents;
  const instalment = (priceCents * monthlyRate) / (1 - (1 + monthlyRate) ** -count);
  return Math.round(instalment * count);
}

export function instalmentOption(
  priceCents: number,
  count: number,
  interestFreeUpTo: number,
  monthlyRate: number = INSTALMENT_MONTHLY_INTEREST,
): InstalmentOption {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) throw new Error('Valor a parcelar inválido.');
  assertCount(count, 'O número de parcelas');
  assertCount(interestFreeUpTo, 'O número de parcelas sem juros');
  if (!(monthlyRate >= 0 && monthlyRate < 1)) throw new Error('Taxa de juros mensal inválida.');
  const interestFree = count <= interestFreeUpTo;
  const totalCents = interestFree ? priceCents : priceTableTotalCents(priceCents, count, monthlyRate);
  const instalmentCents = Math.floor(totalCents / count);
  if (instalmentCents < 1) throw new Error('Valor baixo demais para tantas parcelas.');
  return {
    count,
    instalmentCents,
    firstInstalmentCents: totalCents % count === 0 ? instalmentCents : instalmentCents + 1,
    firstInstalmentsCount: totalCents % count === 0 ? count : totalCents % count,
    totalCents,
    interestCents: totalCents - priceCents,
    interestFree,
  };
}

/** Every option from 1x up to `maxCount` (12 by default) that leaves at least 1 centavo per instalment. */
export function instalmentOptions(
  priceCents: number,
  interestFreeUpTo: number,
  options: { maxCount?: number; monthlyRate?: number } = {},
): InstalmentOption[] {
  const maxCount = options.maxCount ?? MAX_INSTALMENTS;
  assertCount(maxCount, 'O número máximo de parcelas');
  const result: InstalmentOption[] = [];
  for (let count = 1; count <= maxCount && count <= priceCents; count++) {
    result.push(instalmentOption(priceCents, count, interestFreeUpTo, options.monthlyRate));
  }
  return result;
}

/** "6x de R$ 9,20", or "5x de R$ 9,21 + 1x de R$ 9,20": every instalment's value, never hidden. */
export function instalmentSplitText(totalCents: number, count: number, format: (cents: number) => string): string {
  const low = Math.floor(totalCents / count);
  const highCount = totalCents % count;
  if (highCount === 0) return `${count}x de ${format(low)}`;
  return `${highCount}x de ${format(low + 1)} + ${count - highCount}x de ${format(low)}`;
}
