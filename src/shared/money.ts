// Money is exact: prices travel as decimal strings ("12500.00") and are handled as integer cents.

const DECIMAL = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

export function toCents(amount: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`Not a price: ${amount}`);
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function fromCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

export function isPrice(amount: string): boolean {
  return DECIMAL.test(amount);
}

// Commas between thousands, as written in Kenya. Plain string work rather than Intl.NumberFormat, whose first use
// loads locale data: about 30 ms of a slow phone's start-up, on every page that shows a price.
export const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/** "12500.00" -> "KSh 12,500"; cents are shown only when there are some: "KSh 12,500.50". */
export function formatKsh(amount: string | number): string {
  const cents = typeof amount === 'number' ? Math.round(amount * 100) : toCents(amount);
  const whole = groupThousands(Math.floor(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? `KSh ${whole}` : `KSh ${whole}.${String(rest).padStart(2, '0')}`;
}

/** Documents always show the cents: "1234.5" -> "KSh 1,234.50". */
export function formatKshExact(amount: string): string {
  const cents = toCents(amount);
  return `KSh ${groupThousands(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}
