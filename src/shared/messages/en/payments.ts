import { LIMITS } from '../../constants';
import { formatKsh, fromCents, groupThousands, MAX_MONEY_CENTS } from '../../money';
import { OVERPAYMENT_TOLERANCE_CENTS } from '../../constants';

/** The overpayment tolerance (OVERPAYMENT_TOLERANCE_CENTS) as written in both languages. */
export const TOLERANCE_TEXT = formatKsh(fromCents(Number(OVERPAYMENT_TOLERANCE_CENTS)));
export const MAX_PAYMENTS_TEXT = formatKsh(fromCents(MAX_MONEY_CENTS));
/** The statement's required columns (payments/statement.ts COLUMNS), named in its messages. */
export const STATEMENT_COLUMNS = 'Receipt No., Completion Time, Details, Transaction Status, Paid In';
const NOT_A_STATEMENT =
  `This is not an M-PESA statement. Expected the CSV exported from the M-PESA business portal: a header row with the columns ${STATEMENT_COLUMNS}, ` +
  'and the account number in an A/C No. column or in Details as "Acc. …".';

/** Messages of recording, voiding and importing payments (staff), and of their checks. */
export const payments = {
  payment_method_invalid: 'Payment method must be mpesa, bank_transfer or cash',
  amount_required: 'Amount is required',
  amount_invalid: 'Amount must be a positive amount of at most 9,999,999,999.99 with at most two decimals',
  reference_not_text: 'Reference must be text',
  reference_too_long: 'Reference must be at most 60 characters',
  reference_one_line: 'Reference must be one line, without line breaks or control characters',
  note_not_text: 'Note must be text',
  note_too_long: 'Note must be at most 500 characters',
  note_control_characters: 'Note must not contain control characters (line breaks are fine)',
  paid_at_invalid: 'Paid at must be a date and time such as 2026-11-25T14:30:00+03:00',
  paid_at_future: 'Paid at cannot be in the future',
  paid_at_too_early: 'Paid at must be in the year 2000 or later',
  confirm_overpayment_invalid: 'confirmOverpayment must be true or false',
  mpesa_reference_invalid: 'An M-PESA reference is the 10-character receipt number, such as QK12ABC3DE',
  void_reason_required: 'Reason is required',
  void_reason_too_short: 'Please say why this payment is voided',
  commit_invalid: 'commit must be true or false',
  assignment_invalid: 'An assignment is RECEIPT:ORDER, such as QK12ABC3DE:SH-7KQ2MX',
  overpayment_super_admin_only: 'Only a super admin can confirm an overpayment',
  order_cancelled_no_payment: 'Order #{{order}} is cancelled: no payment can be recorded against it',
  payment_reference_in_use: 'The {{method}} reference {{reference}} is already recorded on Order #{{order}}',
  payment_reference_voided: 'The {{method}} reference {{reference}} was voided on Order #{{order}}: it is not recorded again by itself',
  payments_over_maximum: `Payments on one order add up to at most ${MAX_PAYMENTS_TEXT}: this one would bring Order #{{order}} to {{paid}}`,
  overpayment_needs_confirmation:
    'This payment would bring Order #{{order}} to {{paid}} paid, {{over}} more than its total of {{total}}. ' +
    `Paying more than ${TOLERANCE_TEXT} above the total needs a super admin to confirm the overpayment.`,
  payment_not_found: 'Payment not found',
  payment_already_voided: 'This payment was already voided on {{date}}',
  statement_not_text: 'Send the statement as text/csv',
  statement_not_csv_text:
    'This file is not CSV text. Expected the CSV exported from the M-PESA business portal; from Excel, save it as "CSV UTF-8 (Comma delimited)" or "CSV (Comma delimited)".',
  statement_empty: 'The statement is empty',
  statement_unreadable: 'The statement could not be read as CSV: {{error}}',
  statement_not_mpesa: NOT_A_STATEMENT,
  statement_missing_columns: `The statement has no column {{columns}}. ${NOT_A_STATEMENT}`,
  statement_too_many_rows: `A statement may have at most ${groupThousands(LIMITS.maxStatementRows)} rows. Please export a shorter period.`,
  statement_too_large: `A statement may be at most ${LIMITS.maxStatementBytes / 1024 / 1024} MB. Please export a shorter period.`,
  receipt_not_in_statement: 'Receipt {{receipt}} is not in this statement',
  receipt_not_assignable: 'Receipt {{receipt}} cannot be assigned: {{reason}}',
  mpesa_confirmation_not_found: 'No M-PESA payment with receipt {{receipt}} is waiting for an order',
  mpesa_confirmation_recorded: 'The M-PESA payment {{receipt}} is already recorded',
} as const;
