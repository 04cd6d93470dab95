import { z } from 'zod';

/**
 * Why staff did something the shop keeps a record of (voided a payment, hid a review): required, at most 500
 * characters. `atLeast` asks for more than one character, with its own message.
 */
export const reasonSchema = (required: string, atLeast?: { length: number; message: string }, tooLong = 'Reason must be at most 500 characters') =>
  z
    .string({ error: required })
    .trim()
    .min(atLeast?.length ?? 1, atLeast?.message ?? required)
    .max(500, tooLong);
