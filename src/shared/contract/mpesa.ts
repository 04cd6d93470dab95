import { endpoint } from './endpoint';
import type { mpesaSchemas as S } from './mpesa-schemas';

/** Paying an order with an M-PESA prompt (docs/product.md, "Paying with M-PESA"); only when the shop set MPESA_*. */
export const mpesaApi = {
  push: endpoint<typeof S.push>()('POST', '/api/orders/:orderNumber/mpesa/stk'),
  status: endpoint<typeof S.status>()('GET', '/api/orders/:orderNumber/mpesa/stk/:requestId'),
  // Daraja's, not a screen's. Safaricom refuses addresses that name M-PESA, Safaricom, exe, exec, cmd, SQL or query
  // in any spelling (docs/deploy.md, "Going live with M-PESA"), hence "daraja" and hexadecimal tokens.
  // C2B calls (Paybill and till payments made outside a prompt), under the shop's derived secret.
  c2bValidation: endpoint<typeof S.c2bValidation>()('POST', '/api/daraja/c2b/validation/:token'),
  c2bConfirmation: endpoint<typeof S.c2bConfirmation>()('POST', '/api/daraja/c2b/confirmation/:token'),
  // A prompt's result: the token in the address is the prompt's own secret.
  callback: endpoint<typeof S.callback>()('POST', '/api/daraja/stk/:token'),
};
