import { z } from 'zod';
import { LIMITS, MAX_ID } from '../constants';
import { msg, type MessageCode } from '../messages/message';
import { fromCents, isPrice, toCents } from '../money';

/**
 * Every error answer of the API (docs/product.md, "Messages"): a stable `code` a program acts on and a screen shows
 * in its own language, the `params` its text fills in, and `message`, that text in the request's language; a refused
 * input also names its `field`.
 */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  field: z.string().optional(),
});
export const messageSchema = errorSchema;

/** Who made a change, on staff screens: none once that account is erased. */
export const staffRefSchema = z.object({ id: z.number(), username: z.string() }).nullable();

/** The customer a record belongs to, on staff screens. */
export const customerRefSchema = z.object({ id: z.number(), username: z.string(), firstName: z.string(), lastName: z.string() });

/** A positive integer id in a JSON body: a number, never a string; `field` names its message codes. */
export const bodyId = (field: 'product_id' | 'category' | 'order_item') =>
  z
    .number({ error: (issue) => msg(issue.input === undefined ? `${field}_required` : `${field}_not_number`) })
    .int(msg(`${field}_not_whole`))
    .positive(msg(`${field}_not_positive`))
    .max(MAX_ID, msg(`${field}_too_large`));

/** A positive integer id in a path parameter ("12"). */
export const idSchema = z.coerce
  .number({ error: msg('id_not_number') })
  .int(msg('id_not_whole'))
  .positive(msg('id_not_positive'))
  .max(MAX_ID, msg('id_too_large'));
export const idParamsSchema = z.strictObject({ id: idSchema });

/** A paged list's page or page size in a query string ("20"): a whole number from 1, named in its messages. */
export const pagingParam = (name: 'page' | 'limit' | 'page_size') =>
  z.coerce
    .number({ error: msg(`${name}_not_number`) })
    .int(msg(`${name}_not_whole`))
    .min(1, msg(`${name}_below_one`));

/** The page of a paged list, counting from 1. */
export const pageParam = pagingParam('page').max(LIMITS.maxPage, msg('page_too_large'));

/** Query strings give a string for one value and an array for a repeated key. */
export const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(LIMITS.maxRepeatedValues, msg('too_many_values')),
  );

/** A timestamp as an ISO-8601 string; handlers convert Dates with toISOString(). (Not a .transform(): responses
 * are encoded, running schemas backwards, and zod cannot run a transform backwards: every dated answer was a 500.) */
export const isoDate = z.string();

const moneyFrom = (leastCents: number) => (messages: { required: string; invalid: string }) =>
  z
    .union([z.string(), z.number()], { error: messages.required })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((value) => isPrice(value), messages.invalid)
    .transform((value) => toCents(value))
    .refine((cents) => cents >= leastCents, messages.invalid)
    .transform(fromCents);

/** Exact money above zero: "23500.50" or 23500.5, always yielding a two-decimal string; at most numeric(12,2). */
export const positiveMoney = moneyFrom(1);
/** The same, zero allowed (a fee that may be free). */
export const nonNegativeMoney = moneyFrom(0);

// Line breaks and the other control characters (C0, DEL, C1), the Unicode line and paragraph separators, and the
// directional embeddings, overrides and isolates, which make a name display as other text ("\u202Egpj.exe" shows as
// "exe.jpg"). The marks that only set the direction of a neutral character (U+200E, U+200F, U+061C) stay.
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * A one-line field (a name, a city, a feature): no line break or other control character, so a name printed in a
 * plain-text e-mail or a PDF cannot start a line of its own such as "Bcc: ...", nor read as another name on a staff
 * screen (docs/product.md, "Text fields").
 * Trim first: a line break pasted at either end is whitespace, not a second line.
 */
export const oneLine = <T extends z.ZodString>(field: T, message: string): T => field.refine((value) => !CONTROL_CHARACTER.test(value), message);

// A lone carriage return (old Mac text) and Unicode's line and paragraph separators (pasted from a word processor) are
// line breaks the shopper sees as such: they are stored as line feeds, not refused.
const OTHER_LINE_BREAK = /\r(?!\n)|[\u2028\u2029]/g;
// Then line breaks and tabs are text; every other control character and the directional overrides and isolates are
// refused as in a one-line field, the direction marks kept. \p{Cc} is C0, DEL and C1.
const MULTI_LINE_CONTROL = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u;

/**
 * A multi-line field (an address, a comment, a note, a reason): line breaks and tabs, but no other control character
 * nor anything that makes the text display as other text (docs/product.md, "Text fields"). The same family as
 * `oneLine`: each field names its own `<field>_control_characters` code.
 */
export const multiLine = <T extends z.ZodString>(field: T, message: MessageCode): T =>
  field
    // `T` is a string schema: its output is the string itself.
    .overwrite((value) => value.replace(OTHER_LINE_BREAK, '\n') as typeof value)
    .refine((value) => !MULTI_LINE_CONTROL.test(value), message);

// Whitespace and the characters that take no room at all (zero-width space, non-joiner and joiner, word joiner, byte
// order mark): between letters a joiner joins, at an end it only hides that nothing is there. All are one UTF-16 unit.
const BLANK = /[\s\u200B-\u200D\u2060\uFEFF]/;

/**
 * A text without blank ends; one of nothing but whitespace and zero-width characters is empty. A loop from each end,
 * not a pattern anchored at the end: that one is tried again from every blank inside the text, and a run of 200,000
 * spaces between two letters took a minute (it runs before any length check).
 */
export function trimBlank(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && BLANK.test(value[start]!)) start++;
  while (end > start && BLANK.test(value[end - 1]!)) end--;
  return value.slice(start, end);
}

/**
 * A text field, trimmed of whitespace and zero-width characters, so that a required one made of nothing else is
 * refused as empty and an optional one is none (a review "comment" of zero-width spaces).
 */
export const trimmedText = (error?: StringError) => z.string({ error }).overwrite(trimBlank);
type StringError = Extract<Parameters<typeof z.string>[0], object>['error'];

/** Required text: trimmed, at least one character; each field names its own two messages. */
export const requiredText = (required: MessageCode, max: number, tooLong: MessageCode) => trimmedText(required).min(1, required).max(max, tooLong);

/**
 * A contact phone staff type for shoppers to call (a pickup point, a technician): a mobile or landline number with
 * spaces where they like, 9 to 15 digits (no number has more), so every one shown makes a working `tel:` link.
 */
export const contactPhone = (invalid: MessageCode) =>
  z
    .string({ error: invalid })
    .trim()
    .max(20, invalid)
    .regex(/^\+?\d(?: *\d){8,14}$/, invalid);

/**
 * Optional free text (a note, a reference): trimmed, and blank is none; line breaks allowed, other control characters
 * not (`multiLine`); each field names its own three messages.
 */
export const optionalText = (notText: MessageCode, max: number, tooLong: MessageCode, controls: MessageCode) =>
  multiLine(trimmedText(notText).max(max, tooLong), controls)
    .nullish()
    .transform((value) => value || null);

/**
 * Optional one-line text (a Kiswahili name, a payment reference): trimmed, and blank is none; no line break nor other
 * control character (`oneLine`); each field names its own messages.
 */
export const optionalLine = (notText: MessageCode, max: number, tooLong: MessageCode, notOneLine: MessageCode) =>
  oneLine(trimmedText(notText).max(max, tooLong), notOneLine)
    .nullish()
    .transform((value) => value || null);

export type ErrorBody = z.infer<typeof errorSchema>;

/** An order number as a customer or staff types it ("SH-7KQ2MX"); how it is looked up is the caller's business. */
export const orderNumberSchema = z
  .string({ error: msg('order_number_required') })
  .trim()
  .min(1, msg('order_number_required'))
  .max(LIMITS.maxOrderNumber, msg('order_number_too_long'));
