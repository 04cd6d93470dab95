import type { messages } from './en';

/** A stable name for a message the API or a form can show; its texts are in ./en.ts and ./sw.ts. */
export type MessageCode = keyof typeof messages;

/** The run-time parts of a message ("{{product}} is out of stock"). */
export type MessageParams = Record<string, string | number>;

/** A message as the API sends it and screens show it: its code, and the parts its text fills in. */
export interface Message {
  code: MessageCode;
  params?: MessageParams;
}

/**
 * A message code where a schema takes a message (`z.string().max(60, msg('appliance_name_too_long'))`): the code is
 * checked by `tsc`, and whoever shows the message looks up its text in the reader's language.
 */
export const msg = (code: MessageCode): MessageCode => code;

/**
 * A message's text with its `{{name}}` parts filled in, and each `{{name|one|other}}` as the word its count takes:
 * `one` for 1, `other` for any other count ("{{strings}} {{strings|string|strings}}"), the rule English and Kiswahili
 * share (Kiswahili puts the word first: "{{strings|mfululizo|mifululizo}} {{strings}}"). A part not given stays as written.
 */
export const fillMessage = (template: string, params: MessageParams = {}): string =>
  template.replace(/\{\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}\}/g, (whole, name: string, one?: string, other?: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    if (one === undefined || other === undefined) return String(params[name]);
    return Number(params[name]) === 1 ? one : other;
  });
