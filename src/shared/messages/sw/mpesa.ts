import type { mpesa as english } from '../en/mpesa';

export const mpesa: Record<keyof typeof english, string> = {
  mpesa_pending: 'Angalia simu yako: weka PIN yako ya M-PESA ili ulipe.',
  mpesa_paid: 'Umelipa kwa M-PESA. Asante!',
  mpesa_cancelled: 'Ombi la M-PESA lilighairiwa kwenye simu.',
  mpesa_timeout: 'Muda wa ombi la M-PESA uliisha kabla PIN haijawekwa.',
  mpesa_insufficient_funds: 'Salio la M-PESA halikutosha kwa malipo haya.',
  mpesa_wrong_pin: 'PIN ya M-PESA iliyowekwa si sahihi.',
  mpesa_failed: 'M-PESA haikuweza kukamilisha malipo.',
  mpesa_amount_invalid: 'Kiasi kiwe namba kamili ya shilingi, angalau 1',
  mpesa_amount_over_balance: 'Kiasi kinazidi kilichobaki kulipwa ({{balance}})',
  mpesa_amount_over_max: 'Malipo moja ya M-PESA yasizidi {{max}}',
  mpesa_phone_invalid: 'Tafadhali weka nambari ya simu ya Kenya ya M-PESA',
  mpesa_order_paid: 'Oda hii imeshalipwa yote',
  mpesa_order_cancelled: 'Oda hii imeghairiwa: hakuna kinachoweza kulipwa juu yake',
  mpesa_order_not_found: 'Oda haikupatikana',
  mpesa_prompt_waiting: 'Ombi la malipo tayari linasubiri kwenye simu. Tafadhali lijibu, au jaribu tena baada ya dakika moja.',
  mpesa_too_many_prompts: 'Maombi mengi mno ya malipo. Tafadhali jaribu tena baada ya dakika {{minutes}}.',
  mpesa_unavailable: 'M-PESA haijibu kwa sasa. Hakuna kilichokatwa; tafadhali jaribu tena baada ya dakika chache.',
  mpesa_request_not_found: 'Ombi la malipo halikupatikana',
};
