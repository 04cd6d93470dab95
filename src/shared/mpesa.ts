import { exactCents } from './money';

/**
 * Paying with an M-PESA prompt (docs/product.md, "Paying with M-PESA"): the rules both sides apply, kept free of the
 * server so the screen checks what the server re-checks.
 */

/** Where a prompt stands: waiting for the customer, or how it ended. */
export const MPESA_REQUEST_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'timeout'] as const;
export type MpesaRequestStatus = (typeof MPESA_REQUEST_STATUSES)[number];

/** The most Safaricom takes in one M-PESA payment, in shillings: the ceiling and default of MPESA_MAX_PER_TRANSACTION. */
export const SAFARICOM_MAX_PER_TRANSACTION = 250_000;

// Daraja's result codes that say more than "failed" (its callbacks' and queries' ResultCode).
export const MPESA_RESULT = { paid: 0, insufficientFunds: 1, cancelled: 1032, unreachable: 1037, expired: 1019, wrongPin: 2001 } as const;

/** A finished prompt's status from Daraja's result code. */
export function statusOfResult(resultCode: number): Exclude<MpesaRequestStatus, 'pending'> {
  if (resultCode === MPESA_RESULT.paid) return 'paid';
  if (resultCode === MPESA_RESULT.cancelled) return 'cancelled';
  if (resultCode === MPESA_RESULT.unreachable || resultCode === MPESA_RESULT.expired) return 'timeout';
  return 'failed';
}

/** The message code a screen shows for a prompt's status and result code. */
export function outcomeCode(status: MpesaRequestStatus, resultCode: number | null) {
  if (status === 'failed' && resultCode === MPESA_RESULT.insufficientFunds) return 'mpesa_insufficient_funds' as const;
  if (status === 'failed' && resultCode === MPESA_RESULT.wrongPin) return 'mpesa_wrong_pin' as const;
  return `mpesa_${status}` as const;
}

/**
 * A Kenyan mobile number as Daraja takes it (2547XXXXXXXX or 2541XXXXXXXX), from any spelling a customer types
 * ("0712 345 678", "+254-712-345678", "712345678"), or null when it is not one.
 */
export function mpesaPhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.startsWith('254') ? digits.slice(3) : digits.startsWith('0') ? digits.slice(1) : digits;
  return /^[17]\d{8}$/.test(national) ? `254${national}` : null;
}

/**
 * The most one prompt may ask for, in whole shillings (Daraja takes no cents): the balance rounded up to the shilling
 * (a few cents over is within the overpayment tolerance), and at most the shop's per-prompt maximum.
 */
export function maxPromptAmount(balance: string, maxPerTransaction: number): number {
  const cents = exactCents(balance) ?? 0n;
  if (cents <= 0n) return 0;
  const shillings = Number((cents + 99n) / 100n);
  return Math.min(shillings, maxPerTransaction);
}
