import { describe, expect, it } from 'vitest';
import { messages as codeTexts } from '@/shared/messages/en';
import english from './messages/en.json';
import kiswahili from './messages/sw.json';
import { messageTextIn } from './message-text';
import { ANY, sourceMessages, type Source } from './source-messages';

// The shared schemas a shopper's forms and requests go through; staff-only schemas are left out.
const SCHEMAS: Source[] = [
  { file: 'src/shared/schemas/auth.ts', skip: ['roleSchema'] },
  { file: 'src/shared/schemas/common.ts' },
  { file: 'src/shared/schemas/cart.ts' },
  { file: 'src/shared/schemas/wishlist.ts' },
  { file: 'src/shared/schemas/orders.ts', skip: ['orderStatusSchema', 'paymentStatusSchema'] },
  { file: 'src/shared/schemas/profile.ts' },
  { file: 'src/shared/schemas/reviews.ts', skip: ['adminReviewListQuerySchema', 'reviewHideSchema'] },
  { file: 'src/shared/schemas/planner.ts' },
  { file: 'src/shared/schemas/catalog.ts' },
  { file: 'src/shared/schemas/payments.ts', only: ['quoteParamsSchema', 'orderDocumentParamsSchema'] },
];

// The server code behind the storefront's and the customer's requests (admin, payments and uploads are staff-only),
// and the notes of a plan, which the planner shows.
const SERVER: Source[] = [
  'plugins/errors.ts',
  'plugins/input-hygiene.ts',
  'plugins/origin-check.ts',
  'plugins/rate-limits.ts',
  'auth/routes.ts',
  'auth/password-routes.ts',
  'auth/email-verification-routes.ts',
  'cart/routes.ts',
  'shared/product-lookup.ts',
  'catalog/routes.ts',
  'orders/routes.ts',
  'wishlist/routes.ts',
  'profile/routes.ts',
  'reviews/routes.ts',
  'documents/routes.ts',
]
  .map((file): Source => ({ file: `src/server/${file}` }))
  .concat(['planner/routes.ts', 'planner/kit-search.ts'].map((file) => ({ file: `src/server/${file}`, lists: ['notes'] })));

const keys = Object.keys(english);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shape = (parts: string[]) => new RegExp(`^${parts.map(escape).join('.+')}$`, 's');
// A message with run-time parts ("\0 is out of stock") needs a key of its shape ("{{product}} is out of stock"), or
// keys for each of its forms ("… in \0 second." has "… in 1 second.").
// A message code has its texts in src/shared/messages, checked by its own test.
const known = (message: string) =>
  message in english ||
  message in codeTexts ||
  (message.includes(ANY) && keys.some((key) => shape(message.split(ANY)).test(key) || shape(key.split(/\{\{\w+\}\}/)).test(message)));
const untranslated = (messages: string[]) => messages.filter((message) => !known(message)).map((message) => message.replaceAll(ANY, '…'));

describe('the message-texts catalog', () => {
  it('has the English texts as its keys and as their English values', () => {
    for (const [key, text] of Object.entries(english)) expect(text, key).toBe(key);
  });

  it('has every validation message of the shopper-facing shared schemas', () => {
    const messages = sourceMessages(SCHEMAS);
    // The reading works: literal messages, messages of helpers, messages built from constants and codes are all found.
    expect(messages).toEqual(
      expect.arrayContaining([
        'quantity_invalid',
        'Comment must be at most 2,000 characters',
        'price_range_inverted',
      ]),
    );
    expect(untranslated(messages)).toEqual([]);
  });

  it("has every message the storefront's API answers can carry", () => {
    const messages = sourceMessages(SERVER);
    expect(messages).toEqual(expect.arrayContaining(['product_not_found']));
    expect(untranslated(messages)).toEqual([]);
  });
});

describe('messageTextIn', () => {
  it('translates a message of the catalog, and leaves any other as it came', () => {
    expect(messageTextIn(kiswahili, 'Password must be at least 6 characters')).toBe('Nenosiri liwe na angalau herufi 6');
    expect(messageTextIn(kiswahili, 'A message nobody wrote')).toBe('A message nobody wrote');
    expect(messageTextIn(undefined, 'Your cart is empty')).toBe('Your cart is empty');
  });

  it('fills in the run-time parts of a message of a key with placeholders', () => {
    expect(messageTextIn(kiswahili, 'Too many requests. Please slow down and try again in 12 seconds.')).toBe(
      'Maombi mengi mno. Tafadhali punguza kasi ujaribu tena baada ya sekunde 12.',
    );
    expect(messageTextIn(kiswahili, 'Too many requests. Please slow down and try again in 1 second.')).toBe(
      'Maombi mengi mno. Tafadhali punguza kasi ujaribu tena baada ya sekunde 1.',
    );
    expect(messageTextIn(kiswahili, 'Solar Panel 300W (Mono) is out of stock. Please remove it from your cart to continue.')).toBe(
      'Solar Panel 300W (Mono) imeisha kwenye stoki. Tafadhali iondoe kwenye kikapu chako ili uendelee.',
    );
    expect(messageTextIn(kiswahili, "Murang'a's sun figure is its region's (4 hours in the worst month): no figure of its own was found.")).toBe(
      "Kiwango cha jua cha Murang'a ni cha eneo lake (saa 4 katika mwezi wenye jua kidogo zaidi): hakuna kiwango chake chenyewe kilichopatikana.",
    );
  });

  it('prefers a whole message to a key with placeholders of the same shape', () => {
    expect(messageTextIn(kiswahili, 'Ask us to add PV cable to your kit: none is in stock just now.')).toBe(
      'Tuombe tuongeze waya wa PV kwenye kit yako: hakuna kwenye stoki kwa sasa.',
    );
    expect(messageTextIn(kiswahili, 'Ask us to add roof hooks to your kit: none is in stock just now.')).toBe(
      'Tuombe tuongeze roof hooks kwenye kit yako: hakuna kwenye stoki kwa sasa.',
    );
  });
});
