import { describe, expect, it } from 'vitest';
import { statementText } from './statement-text';

const ROW = 'TKO8YN3R6B,2026-11-25 11:39:58,"Pay Bill from 2547******21 - JOSÉ MÜLLER Acc. SH-ZZZZZZ",Completed,"7,500.00"';
const utf16be = (text: string) => Buffer.from(Buffer.from(text, 'utf16le')).swap16();

describe('the text of a statement file', () => {
  it('reads UTF-8, with or without its byte order mark', () => {
    expect(statementText(Buffer.from(ROW, 'utf8'))).toBe(ROW);
    expect(statementText(Buffer.from(`\uFEFF${ROW}`, 'utf8'))).toBe(ROW);
  });

  it('reads UTF-16 marked little- or big-endian, without NUL characters or the mark', () => {
    expect(statementText(Buffer.from(`\uFEFF${ROW}`, 'utf16le'))).toBe(ROW);
    expect(statementText(utf16be(`\uFEFF${ROW}`))).toBe(ROW);
  });

  it('reads bytes that are not UTF-8 as Windows-1252, as Excel saves a CSV on Windows', () => {
    // Only letters Latin-1 shares: Node 20's decoder reads 0x80 to 0x9F (’, €) as Latin-1 does, unlike a browser's
    // (the browser test, e2e/payments.spec.ts, uploads a curly apostrophe).
    expect(statementText(Buffer.from(ROW, 'latin1'))).toBe(ROW);
  });

  it('leaves an empty file empty', () => {
    expect(statementText(new Uint8Array())).toBe('');
  });
});
