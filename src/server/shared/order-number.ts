import { randomInt } from 'node:crypto';

// Read aloud over the phone and typed into WhatsApp: no 0/O, 1/I/L lookalikes.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 6;

function shortNumber(prefix: string): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** A short order number such as "SH-7KQ2MX"; uniqueness is enforced by the database. */
export const newOrderNumber = (): string => shortNumber('SH');

/** A quotation's number such as "QT-7KQ2MX", told apart from an order's at a glance. */
export const newQuoteNumber = (): string => shortNumber('QT');
