import type { OpeningHours } from './business-hours';
import { SAFARICOM_MAX_PER_TRANSACTION } from './mpesa';

// Contact details and embeds every screen reads. The server overrides these from the environment
// (see src/server/config.ts) and hands them to the client inside the HTML page.

export interface ShopSettings {
  shopName: string;
  tagline: string;
  /** The tagline in Kiswahili; null shows the English one on Kiswahili pages too. */
  taglineSw: string | null;
  phones: [string, string];
  salesEmail: string;
  whatsappNumber: string;
  address: string;
  social: { facebook: string; instagram: string; tiktok: string; youtube: string; x: string };
  businessHours: OpeningHours[];
  /** YouTube ids of customers' testimonial videos; none unless the shop names its own (SHOP_VIDEO_IDS). */
  testimonialVideoIds: string[];
  mapEmbedUrl: string;
  publicUrl: string;
  /** M-PESA Paybill business number; the account number is always the order number. */
  mpesaPaybill: string | null;
  /** M-PESA Buy Goods till number. */
  mpesaTill: string | null;
  /** Bank, branch, account name and number, on one line. */
  bankDetails: string | null;
  /** Kenya Revenue Authority PIN, printed on documents when set. */
  kraPin: string | null;
  /** Whether the shop sends e-mail (SMTP_URL set): only then is an address asked to be verified, and without it
   * "Forgot password?" offers WhatsApp and phone instead. */
  emailOn: boolean;
  /** Whether orders can be paid with an M-PESA prompt (the MPESA_* settings: docs/product.md, "Paying with M-PESA"). */
  mpesaPromptOn: boolean;
  /** The most one M-PESA prompt may ask for, in whole shillings (MPESA_MAX_PER_TRANSACTION), so the pay form offers no more. */
  mpesaMaxPerTransaction: number;
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shopName: 'SolarHub Kenya',
  tagline: 'Reliable solar power for homes and businesses across Kenya.',
  taglineSw: 'Umeme wa jua wa kuaminika kwa nyumba na biashara kote Kenya.',
  phones: ['+254 712 345 678', '+254 733 456 789'],
  salesEmail: 'sales@solarhub.co.ke',
  whatsappNumber: '+254 712 345 678',
  address: 'Argwings Kodhek Road, Kilimani, Nairobi, Kenya',
  social: {
    facebook: 'https://www.facebook.com/solarhubkenya',
    instagram: 'https://www.instagram.com/solarhubkenya',
    tiktok: 'https://www.tiktok.com/@solarhubkenya',
    youtube: 'https://www.youtube.com/@solarhubkenya',
    x: 'https://x.com/solarhubkenya',
  },
  businessHours: [
    { days: ['mon', 'fri'], hours: ['8:00', '18:00'] },
    { days: ['sat'], hours: ['9:00', '17:00'] },
    { days: ['sun'], hours: null },
  ],
  testimonialVideoIds: [],
  mapEmbedUrl: 'https://www.google.com/maps?q=Kilimani,+Nairobi,+Kenya&output=embed',
  publicUrl: 'http://localhost:3000',
  // Payment accounts are the shop's own: no made-up defaults that a customer could pay into.
  mpesaPaybill: null,
  mpesaTill: null,
  bankDetails: null,
  kraPin: null,
  emailOn: false,
  mpesaPromptOn: false,
  mpesaMaxPerTransaction: SAFARICOM_MAX_PER_TRANSACTION,
};
