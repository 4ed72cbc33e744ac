// São Paulo's offset, the one rule server and browser share for its days and clock times.

/**
 * São Paulo has kept UTC−3 all year since its last summer time ended (2019-02-17 00:00 local,
 * 02:00 UTC), as the database's day columns assume; before that the time-zone database knows
 * the rules. If Brazil brings summer time back, the tests comparing with the time-zone
 * database (server clock.test.ts, web format.test.ts) fail and this moves.
 */
export const SAO_PAULO_FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);
export const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;
