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

/** A message's text with its `{{name}}` parts filled in; a part not given stays as written. */
export const fillMessage = (template: string, params: MessageParams = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
