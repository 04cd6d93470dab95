const ASCII_LETTER = /^[a-z]$/i;

/**
 * Whether an HTML parser would read any part of the text as markup rather than as text: a start or end tag that a
 * ">" closes, a comment, a doctype or a processing instruction. It follows the HTML tokenizer's states after "<"
 * (WHATWG HTML, "tag open", "end tag open", "markup declaration open"): "<" before a letter opens a tag that only
 * counts once a ">" closes it; "</" before anything but a letter or ">" opens a bogus comment, and so do "<!" and
 * "<?", which count even unclosed, as the parser emits them at the end of the text. Anything else after a "<" is
 * text: "a < b", "a<b", "<3", "1 < 2 > 0" (docs/product.md, Reviews).
 */
export function containsMarkup(text: string): boolean {
  for (let open = text.indexOf('<'); open !== -1; open = text.indexOf('<', open + 1)) {
    const next = text.charAt(open + 1);
    if (next === '!' || next === '?') return true;
    const endTag = next === '/';
    const nameStart = endTag ? text.charAt(open + 2) : next;
    if (ASCII_LETTER.test(nameStart)) {
      if (text.includes('>', open + 2)) return true;
    } else if (endTag && nameStart !== '' && nameStart !== '>') {
      return true;
    }
  }
  return false;
}
