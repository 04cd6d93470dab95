import { msg, type MessageCode } from '../messages/message';
import { multiLine, trimmedText } from './common';

/**
 * Why staff did something the shop keeps a record of (voided a payment, hid a review): required, at most 500
 * characters. `atLeast` asks for more than one character, with its own message.
 */
export const reasonSchema = (required: MessageCode, atLeast?: { length: number; message: MessageCode }) =>
  multiLine(
    trimmedText(required)
      .min(atLeast?.length ?? 1, atLeast?.message ?? required)
      .max(500, msg('reason_too_long')),
    msg('reason_control_characters'),
  );
