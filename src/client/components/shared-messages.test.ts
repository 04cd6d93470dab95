import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, STOCK_LABELS } from '@/shared/labels';
import english from './messages/en.json';

// Staff screens, e-mails and documents name the statuses from src/shared/labels.ts; shoppers' screens from the
// catalog, in their language. The English of both must stay one text.
describe("the shared catalog's status names", () => {
  it.each([
    ['stock', STOCK_LABELS],
    ['orderStatus', ORDER_STATUS_LABELS],
    ['paymentStatus', PAYMENT_STATUS_LABELS],
  ] as const)('%s: the English are the labels of src/shared/labels.ts', (prefix, labels) => {
    for (const [status, label] of Object.entries(labels)) expect(english[`${prefix}_${status}` as keyof typeof english]).toBe(label);
  });
});
