import { LIMITS } from '../../constants';
import { groupThousands } from '../../money';
import { MAX_PAYMENTS_TEXT, STATEMENT_COLUMNS, TOLERANCE_TEXT, type payments as english } from '../en/payments';

const NOT_A_STATEMENT =
  `Hii si taarifa ya M-PESA. Tulitarajia CSV iliyotolewa kwenye tovuti ya biashara ya M-PESA: safu ya vichwa yenye safu ${STATEMENT_COLUMNS}, ` +
  'na nambari ya akaunti kwenye safu ya A/C No. au kwenye Details kama "Acc. …".';

export const payments: Record<keyof typeof english, string> = {
  payment_method_invalid: 'Njia ya malipo iwe mpesa, bank_transfer au cash',
  amount_required: 'Kiasi kinahitajika',
  amount_invalid: 'Kiasi kiwe chanya, kisichozidi 9,999,999,999.99 na chenye desimali zisizozidi mbili',
  reference_not_text: 'Kumbukumbu iwe maandishi',
  reference_too_long: 'Kumbukumbu isizidi herufi 60',
  reference_one_line: 'Kumbukumbu lazima iwe mstari mmoja, bila kuvunja mstari wala herufi za udhibiti',
  note_not_text: 'Maelezo yawe maandishi',
  note_too_long: 'Maelezo yasizidi herufi 500',
  note_control_characters: 'Maelezo yasiwe na herufi za udhibiti (kuvunja mstari ni sawa)',
  paid_at_invalid: 'Muda wa malipo uwe tarehe na saa kama 2026-11-25T14:30:00+03:00',
  paid_at_future: 'Muda wa malipo hauwezi kuwa wa baadaye',
  paid_at_too_early: 'Muda wa malipo uwe mwaka 2000 au baadaye',
  confirm_overpayment_invalid: 'confirmOverpayment iwe true au false',
  mpesa_reference_invalid: 'Kumbukumbu ya M-PESA ni nambari ya risiti ya herufi 10, kama QK12ABC3DE',
  void_reason_required: 'Sababu inahitajika',
  void_reason_too_short: 'Tafadhali eleza kwa nini malipo haya yanabatilishwa',
  commit_invalid: 'commit iwe true au false',
  assignment_invalid: 'Ugawaji ni RISITI:ODA, kama QK12ABC3DE:SH-7KQ2MX',
  overpayment_super_admin_only: 'Ni super admin pekee anayeweza kuthibitisha malipo ya ziada',
  order_cancelled_no_payment: 'Oda #{{order}} imeghairiwa: hakuna malipo yanayoweza kurekodiwa kwake',
  payment_reference_in_use: 'Kumbukumbu ya {{method}} {{reference}} tayari imerekodiwa kwenye Oda #{{order}}',
  payment_reference_voided: 'Kumbukumbu ya {{method}} {{reference}} ilibatilishwa kwenye Oda #{{order}}: hairekodiwi tena yenyewe',
  payments_over_maximum: `Malipo ya oda moja hayazidi ${MAX_PAYMENTS_TEXT} kwa jumla: haya yangefikisha Oda #{{order}} {{paid}}`,
  overpayment_needs_confirmation:
    'Malipo haya yangefikisha Oda #{{order}} {{paid}} yaliyolipwa, {{over}} zaidi ya jumla yake ya {{total}}. ' +
    `Kulipa zaidi ya ${TOLERANCE_TEXT} juu ya jumla kunahitaji super admin kuthibitisha malipo ya ziada.`,
  payment_not_found: 'Malipo hayakupatikana',
  payment_already_voided: 'Malipo haya yalibatilishwa tayari tarehe {{date}}',
  statement_not_text: 'Tuma taarifa kama text/csv',
  statement_not_csv_text:
    'Faili hili si maandishi ya CSV. Tulitarajia CSV iliyotolewa kwenye tovuti ya biashara ya M-PESA; kutoka Excel, lihifadhi kama "CSV UTF-8 (Comma delimited)" au "CSV (Comma delimited)".',
  statement_empty: 'Taarifa haina kitu',
  statement_unreadable: 'Taarifa haikuweza kusomwa kama CSV: {{error}}',
  statement_not_mpesa: NOT_A_STATEMENT,
  statement_missing_columns: `Taarifa haina safu {{columns}}. ${NOT_A_STATEMENT}`,
  statement_too_many_rows: `Taarifa isizidi safu ${groupThousands(LIMITS.maxStatementRows)}. Tafadhali toa kipindi kifupi zaidi.`,
  statement_too_large: `Taarifa isizidi MB ${LIMITS.maxStatementBytes / 1024 / 1024}. Tafadhali toa kipindi kifupi zaidi.`,
  receipt_not_in_statement: 'Risiti {{receipt}} haimo kwenye taarifa hii',
  receipt_not_assignable: 'Risiti {{receipt}} haiwezi kugawiwa: {{reason}}',
  mpesa_confirmation_not_found: 'Hakuna malipo ya M-PESA yenye risiti {{receipt}} yanayosubiri oda',
  mpesa_confirmation_recorded: 'Malipo ya M-PESA {{receipt}} yamesharekodiwa',
};
