/*
 * Money stays in rupees in the databases and events (a number with at most 2 decimals): the
 * stored listings, bookings and events already carry rupees, and changing the unit would need a
 * migration of every service's data and a v2 of every money event. Instead every amount is
 * rounded to the paisa where it enters (the form schemas, the booking amount) and sums are
 * made in whole paise (the commission ledger keeps paise).
 */

/** Paise to rupees with 2 decimals, as the ledger and the events carry them. */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;

/** Rupees (at most 2 decimals) to whole paise. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** An amount of rupees rounded to the nearest paisa: 0.001 → 0, 10.005 → 10.01 (half up). */
export const roundToPaise = (rupees: number): number =>
  paiseToRupees(Math.round(rupees * 100 + (rupees >= 0 ? 1e-7 : -1e-7)));

/** A sum of rupee amounts made in whole paise, so ₹0.10 + ₹0.20 is ₹0.30 and not 0.30000000000000004. */
export const sumRupees = (amounts: Iterable<number>): number => {
  let paise = 0;
  for (const amount of amounts) paise += rupeesToPaise(amount);
  return paiseToRupees(paise);
};
