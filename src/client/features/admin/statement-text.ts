/**
 * The text of a statement file as staff chose it (docs/product.md, "M-PESA statement import"): UTF-8 as the portal
 * exports it; UTF-16 marked by its byte order mark (LE or BE), as Excel's "Unicode Text" and some Windows tools save;
 * otherwise, bytes that are not valid UTF-8, read as Windows-1252 (Excel's ordinary "Save as CSV" on Windows), so
 * "JOSÉ" stays "JOSÉ" instead of turning into U+FFFD. Read as UTF-8 alone, a UTF-16 file arrived full of NUL characters
 * and was refused.
 */
export function statementText(bytes: Uint8Array): string {
  const [first, second] = bytes;
  // The decoder drops the byte order mark it was named for.
  if (first === 0xff && second === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (first === 0xfe && second === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
