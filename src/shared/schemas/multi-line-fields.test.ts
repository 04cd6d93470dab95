import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { productInputSchema } from './admin';
import { installationInputSchema, installationStepSchema } from './installation';
import { checkoutSchema } from './orders';
import { paymentInputSchema, voidPaymentSchema } from './payments';
import { profileUpdateSchema } from './profile';
import { reviewHideSchema, reviewInputSchema } from './reviews';
import { stockChangeSchema } from './stock';
import { claimInputSchema, claimStatusChangeSchema } from './warranty';

// Multi-line texts (docs/product.md, "Text fields"): line breaks and tabs are text, the other control characters and
// the directional overrides and isolates are not, as in one-line fields; a text of only invisible characters is empty.

interface Field {
  schema: z.ZodType;
  /** A body the schema accepts, with `text` in the field. */
  body: (text: string) => unknown;
  field: string;
  /** The code a control character in it is refused with. */
  controls: string;
  /** The code a required field left blank is refused with; none for an optional one, which is then stored as none. */
  required?: string;
}

const address = 'Plot 12, Ngong Road\nNairobi';
const dayAhead = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const FIELDS: Record<string, Field> = {
  'delivery address at checkout': {
    schema: checkoutSchema,
    body: (deliveryAddress) => ({ deliveryAddress, phoneNumber: '0712345678' }),
    field: 'deliveryAddress',
    controls: 'delivery_address_control_characters',
    required: 'delivery_address_required',
  },
  'order notes': {
    schema: checkoutSchema,
    body: (notes) => ({ deliveryAddress: address, phoneNumber: '0712345678', notes }),
    field: 'notes',
    controls: 'notes_control_characters',
  },
  'default delivery address': {
    schema: profileUpdateSchema,
    body: (deliveryAddress) => ({ deliveryAddress }),
    field: 'deliveryAddress',
    controls: 'delivery_address_control_characters',
  },
  'review comment': {
    schema: reviewInputSchema,
    body: (comment) => ({ rating: 4, comment }),
    field: 'comment',
    controls: 'comment_control_characters',
  },
  'reason a review is hidden': {
    schema: reviewHideSchema,
    body: (reason) => ({ reason }),
    field: 'reason',
    controls: 'reason_control_characters',
    required: 'hide_reason_required',
  },
  'claim problem': {
    schema: claimInputSchema,
    body: (problem) => ({ orderItemId: 1, problem }),
    field: 'problem',
    controls: 'claim_problem_control_characters',
    required: 'claim_problem_required',
  },
  "staff's claim note": {
    schema: claimStatusChangeSchema,
    body: (note) => ({ status: 'inspecting', note }),
    field: 'note',
    controls: 'claim_note_control_characters',
  },
  "staff's claim rejection reason": {
    schema: claimStatusChangeSchema,
    body: (reason) => ({ status: 'rejected', reason }),
    field: 'reason',
    controls: 'claim_reason_control_characters',
    required: 'claim_reason_required',
  },
  'installation site notes': {
    schema: installationInputSchema,
    body: (siteNotes) => ({
      county: 'nairobi',
      preferredDates: [dayAhead(10), dayAhead(11), dayAhead(12)],
      roofType: 'iron_sheets',
      distanceMetres: 5,
      siteNotes,
    }),
    field: 'siteNotes',
    controls: 'installation_notes_control_characters',
  },
  'inverter settings noted': {
    schema: installationStepSchema,
    body: (inverterSettings) => ({ status: 'done', panelStringVolts: 80, inverterSettings }),
    field: 'inverterSettings',
    controls: 'inverter_settings_control_characters',
    required: 'inverter_settings_required',
  },
  'installation cancellation reason': {
    schema: installationStepSchema,
    body: (reason) => ({ status: 'cancelled', reason }),
    field: 'reason',
    controls: 'installation_reason_control_characters',
    required: 'installation_reason_required',
  },
  'payment note': {
    schema: paymentInputSchema,
    body: (note) => ({ method: 'cash', amount: '100.00', note }),
    field: 'note',
    controls: 'note_control_characters',
  },
  'void reason': {
    schema: voidPaymentSchema,
    body: (reason) => ({ reason }),
    field: 'reason',
    controls: 'reason_control_characters',
    required: 'void_reason_too_short',
  },
  'stock adjustment reason': {
    schema: stockChangeSchema,
    body: (reason) => ({ kind: 'goods_received', change: 5, reason }),
    field: 'reason',
    controls: 'reason_control_characters',
    required: 'stock_reason_required',
  },
  'product description': {
    schema: productInputSchema,
    body: (description) => ({ name: 'Panel', slug: 'panel', categoryId: 1, price: '100.00', description }),
    field: 'description',
    controls: 'description_control_characters',
  },
  'Kiswahili product description': {
    schema: productInputSchema,
    body: (descriptionSw) => ({ name: 'Panel', slug: 'panel', categoryId: 1, price: '100.00', descriptionSw }),
    field: 'descriptionSw',
    controls: 'sw_description_control_characters',
  },
};

const REFUSED = [
  '\u0000',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u000E',
  '\u001B[31m',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const ZERO_WIDTH_ONLY = ['\u200B', '\u200B\u200C\u200D', ' \u2060 \uFEFF\n\t', '\u00A0\u200B\u3000'];

const issuesOf = (schema: z.ZodType, body: unknown) =>
  schema.safeParse(body).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe.each(Object.entries(FIELDS))('%s', (_name, { schema, body, field, controls, required }) => {
  it.each(REFUSED)('refuses %j inside the text, with its own code', (character) => {
    expect(issuesOf(schema, body(`Plot 12,${character} Ngong Road, Nairobi`))).toEqual([`${field}: ${controls}`]);
  });

  it('keeps line breaks (\\n and \\r\\n), tabs, direction marks and joined emoji', () => {
    for (const text of [
      'Plot 12, Ngong Road\nNairobi\n\nCall first',
      'Plot 12, Ngong Road\r\nNairobi\r\n',
      'Rack:\tA3\tshelf 2 – near Nairobi',
      'شارع موي\u200F، Nairobi \u061C12',
      'Left\u200E → right, thanks 👨‍👩‍👧 Ngong Road',
    ]) {
      expect(issuesOf(schema, body(text)), JSON.stringify(text)).toEqual([]);
    }
  });

  it('reads a lone carriage return and the line and paragraph separators as line breaks', () => {
    const result = schema.safeParse(body('Plot 12\rNgong Road\u2028Nairobi\u2029Kenya'));
    expect(result.success && (result.data as Record<string, unknown>)[field]).toBe('Plot 12\nNgong Road\nNairobi\nKenya');
  });

  it.each(ZERO_WIDTH_ONLY)('counts %j, whitespace and zero-width characters only, as empty', (text) => {
    const result = schema.safeParse(body(text));
    if (required) expect(issuesOf(schema, body(text))).toEqual([`${field}: ${required}`]);
    else expect(result.success && (result.data as Record<string, unknown>)[field]).toBeNull();
  });
});
