// Money is exact: prices travel as decimal strings ("12500.00") and are handled as integer cents.

const DECIMAL = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** The largest amount a money column holds: numeric(12,2) (src/server/db/schema.ts). */
export const MAX_MONEY_CENTS = 999_999_999_999;

export function toCents(amount: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`Not a price: ${amount}`);
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a decimal string, negative ones too: -150 -> "-1.50". Big sums come as bigint, exact beyond 2^53. */
export function fromCents(cents: number | bigint): string {
  const value = BigInt(cents);
  const size = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

export function isPrice(amount: string): boolean {
  return DECIMAL.test(amount);
}

// Any decimal PostgreSQL answers: a sum of numeric(12,2) amounts has no limit of digits, a difference may be negative.
const ANY_DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * Exact cents of any decimal string the database can answer (sums and differences included, rounded half away from
 * zero beyond two decimals), or of a finite number; null for anything else. Never throws, so no amount breaks a screen.
 */
export function exactCents(amount: string | number): bigint | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? BigInt(Math.round(amount * 100)) : null;
  const match = ANY_DECIMAL.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const size = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0')) + (Number(fraction[2] ?? '0') >= 5 ? 1n : 0n);
  return sign ? -size : size;
}

// Commas between thousands, as written in Kenya. Plain string work rather than Intl.NumberFormat, whose first use
// loads locale data: about 30 ms of a slow phone's start-up, on every page that shows a price.
export const groupThousands = (whole: number | bigint) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/** What a formatter shows for a value that is no amount at all, rather than throwing. */
const NO_AMOUNT = 'KSh —';

function format(amount: string | number, showCents: (cents: bigint) => boolean): string {
  const cents = exactCents(amount);
  if (cents === null) return NO_AMOUNT;
  const size = cents < 0n ? -cents : cents;
  const rest = size % 100n;
  const text = `KSh ${groupThousands(size / 100n)}${showCents(rest) ? `.${String(rest).padStart(2, '0')}` : ''}`;
  return cents < 0n ? `-${text}` : text;
}

/** "12500.00" -> "KSh 12,500"; cents are shown only when there are some: "KSh 12,500.50"; "-250" -> "-KSh 250". */
export const formatKsh = (amount: string | number): string => format(amount, (rest) => rest !== 0n);

/** Documents always show the cents: "1234.5" -> "KSh 1,234.50". */
export const formatKshExact = (amount: string | number): string => format(amount, () => true);
