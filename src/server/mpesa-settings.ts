import { z } from 'zod';
import { SAFARICOM_MAX_PER_TRANSACTION } from '../shared/mpesa';

/**
 * Safaricom's Daraja API, for M-PESA prompts and Paybill/Till confirmations (docs/product.md, "Paying with M-PESA").
 * Optional and all or nothing: without these the shop offers no prompt, and a half-set group stops the server at
 * start, naming what is missing.
 */
export const mpesaEnvShape = {
  MPESA_ENV: z.enum(['sandbox', 'production']).optional(),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,8}$/, 'MPESA_SHORTCODE must be the 5 to 8 digit Paybill or till number')
    .optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  MPESA_TRANSACTION_TYPE: z.enum(['paybill', 'till']).optional(),
  MPESA_CALLBACK_BASE: z.url().optional(),
  MPESA_BASE_URL: z.url().optional(),
  MPESA_MAX_PER_TRANSACTION: z.coerce.number().int().min(1).max(SAFARICOM_MAX_PER_TRANSACTION).default(SAFARICOM_MAX_PER_TRANSACTION),
  MPESA_C2B_VALIDATION: z.enum(['true', 'false']).default('false'),
};

export interface MpesaSettings {
  environment: 'sandbox' | 'production';
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  transactionType: 'paybill' | 'till';
  /** The shop's public address, under which Daraja calls back. */
  callbackBase: string;
  /** Daraja's host: Safaricom's, or the simulator's (scripts/simulators/daraja.ts). */
  baseUrl: string;
  /** The most one prompt may ask for, in whole shillings (Safaricom's own limit is 250,000). */
  maxPerTransaction: number;
  /** Whether Paybill payments naming no order are refused before they happen (Safaricom must enable validation). */
  c2bValidation: boolean;
}

type MpesaEnv = z.output<z.ZodObject<typeof mpesaEnvShape>>;

const REQUIRED = [
  'MPESA_ENV',
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_TRANSACTION_TYPE',
  'MPESA_CALLBACK_BASE',
] as const;
/**
 * Words Safaricom refuses in a callback address, in any letter case (Daraja's Register URL documentation, "URL
 * Requirements"): the shop's own paths and tokens avoid them, and so must the address it is reached at.
 */
export const REFUSED_URL_WORDS = /m-?pesa|safaricom|exe|exec|cmd|sql|query/i;

const HOSTS = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' };

export function mpesaSettings(env: MpesaEnv): MpesaSettings | undefined {
  const set = REQUIRED.filter((name) => env[name] !== undefined);
  if (set.length === 0 && env.MPESA_BASE_URL === undefined) return undefined;
  const missing = REQUIRED.filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    throw new Error(`Invalid configuration:\n  ${missing.join(', ')}: missing (M-PESA payments need ${REQUIRED.join(', ')} together)`);
  }
  const callbackBase = env.MPESA_CALLBACK_BASE!.replace(/\/$/, '');
  // Safaricom calls back only over HTTPS; plain HTTP is for the simulator on this machine.
  if (!callbackBase.startsWith('https://') && env.MPESA_BASE_URL === undefined) {
    throw new Error('Invalid configuration:\n  MPESA_CALLBACK_BASE: must be an https:// address (Safaricom calls back over HTTPS only)');
  }
  const refused = REFUSED_URL_WORDS.exec(callbackBase);
  if (refused) {
    throw new Error(
      `Invalid configuration:\n  MPESA_CALLBACK_BASE: Safaricom refuses callback addresses containing "${refused[0]}"; use another host name`,
    );
  }
  return {
    environment: env.MPESA_ENV!,
    consumerKey: env.MPESA_CONSUMER_KEY!,
    consumerSecret: env.MPESA_CONSUMER_SECRET!,
    shortcode: env.MPESA_SHORTCODE!,
    passkey: env.MPESA_PASSKEY!,
    transactionType: env.MPESA_TRANSACTION_TYPE!,
    callbackBase,
    baseUrl: (env.MPESA_BASE_URL ?? HOSTS[env.MPESA_ENV!]).replace(/\/$/, ''),
    maxPerTransaction: env.MPESA_MAX_PER_TRANSACTION,
    c2bValidation: env.MPESA_C2B_VALIDATION === 'true',
  };
}
