/**
 * Fills a page template: the first place each marker occurs gives way to its text, taken literally (a marker the
 * template lacks fills nothing). Never `String.prototype.replace` with a replacement string: there `$&`, `$'` and
 * `` $` `` in a product name or an address's query paste parts of the template, and a 600-byte address grew a page to
 * hundreds of megabytes (docs/security.md, "Pages cannot be inflated"). One pass, so text filled in is never searched
 * for markers in turn.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const places = Object.keys(values)
    .map((marker) => ({ marker, index: template.indexOf(marker) }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => a.index - b.index);
  const parts: string[] = [];
  let from = 0;
  for (const { marker, index } of places) {
    // Markers are distinct tags of the page; one inside another is a mistake in the caller, not something to guess at.
    if (index < from) throw new Error(`Page template markers overlap at ${JSON.stringify(marker)}`);
    parts.push(template.slice(from, index), values[marker]!);
    from = index + marker.length;
  }
  parts.push(template.slice(from));
  return parts.join('');
}

/**
 * The most a server-rendered page may weigh (docs/security.md, "Pages cannot be inflated"). The heaviest pages the
 * shop makes are the planner with its 50 lines of 60-character names (about 0.6 MB) and the product list with all of
 * its pages shown (LIMITS.maxPagesShown, about 0.2 MB); a page that would be larger is served unrendered, for the
 * browser to draw, and logged as the bug it is.
 */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
