import { describe, expect, it } from 'vitest';
import { maxPromptAmount, mpesaPhone, outcomeCode, statusOfResult } from './mpesa';

describe('M-PESA prompts', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['+254 712-345-678', '254712345678'],
    ['254112345678', '254112345678'],
    ['712345678', '254712345678'],
    ['(0110) 345678', '254110345678'],
  ])('reads %s as %s', (input, expected) => expect(mpesaPhone(input)).toBe(expected));

  it.each(['0202345678', '07123456789', '+1 712 345 678', 'phone', '', '2547123456'])('refuses %j', (input) => expect(mpesaPhone(input)).toBeNull());

  it('asks for whole shillings, rounding a balance with cents up, within the maximum', () => {
    expect(maxPromptAmount('1234.50', 250_000)).toBe(1235);
    expect(maxPromptAmount('1234.00', 250_000)).toBe(1234);
    expect(maxPromptAmount('400000.00', 250_000)).toBe(250_000);
    expect(maxPromptAmount('0.00', 250_000)).toBe(0);
    expect(maxPromptAmount('-5.00', 250_000)).toBe(0);
    expect(maxPromptAmount('9999999999.99', 250_000)).toBe(250_000);
  });

  it("tells Daraja's result codes apart", () => {
    expect(statusOfResult(0)).toBe('paid');
    expect(statusOfResult(1032)).toBe('cancelled');
    expect(statusOfResult(1037)).toBe('timeout');
    expect(statusOfResult(1)).toBe('failed');
    expect(outcomeCode('failed', 1)).toBe('mpesa_insufficient_funds');
    expect(outcomeCode('failed', 2001)).toBe('mpesa_wrong_pin');
    expect(outcomeCode('failed', 17)).toBe('mpesa_failed');
    expect(outcomeCode('pending', null)).toBe('mpesa_pending');
  });
});
