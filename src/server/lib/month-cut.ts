// A span of calendar days cut where months begin, for totals kept per day and per month
// (the financial report's payments and subscriptions): the days of a partial first and last
// month are read from the daily totals, the whole months between from the monthly ones, so a
// year costs a dozen month rows and at most two months of days.

/** Days are YYYY-MM-DD, months YYYY-MM; `last` null: no end. */
export interface MonthCut {
  /** spans of days (both ends included) inside one month each, outside the whole months */
  days: Array<{ first: string; last: string }>;
  /** the whole months (both ends included; last null: every later month), or null */
  months: { first: string; last: string | null } | null;
}

const monthAfter = (month: string, by: number) => {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return date.toISOString().slice(0, 7);
};
/** The last day of the month (YYYY-MM) as YYYY-MM-DD. */
const lastDayOf = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The days first..last (last null: no end) as partial months of days and whole months. */
export function cutAtMonths(first: string, last: string | null): MonthCut {
  if (last !== null && last < first) return { days: [], months: null };
  const days: MonthCut['days'] = [];
  const firstMonth = first.slice(0, 7);
  if (last !== null && last.slice(0, 7) === firstMonth) {
    // One month: whole only when the span covers it all.
    if (first.endsWith('-01') && last === lastDayOf(firstMonth)) return { days, months: { first: firstMonth, last: firstMonth } };
    return { days: [{ first, last }], months: null };
  }
  let wholeFrom = firstMonth;
  if (!first.endsWith('-01')) {
    days.push({ first, last: lastDayOf(firstMonth) });
    wholeFrom = monthAfter(firstMonth, 1);
  }
  if (last === null) return { days, months: { first: wholeFrom, last: null } };
  const lastMonth = last.slice(0, 7);
  let wholeTo = lastMonth;
  if (last !== lastDayOf(lastMonth)) {
    days.push({ first: `${lastMonth}-01`, last });
    wholeTo = monthAfter(lastMonth, -1);
  }
  return { days, months: wholeFrom <= wholeTo ? { first: wholeFrom, last: wholeTo } : null };
}
