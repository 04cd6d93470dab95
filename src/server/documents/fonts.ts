import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

// Documents print names and addresses as customers typed them. PDFKit's built-in Helvetica only has the
// Windows-1252 characters, and it writes anything else as bytes of the wrong characters, so other scripts are set in
// Noto fonts shipped as npm packages (nothing is downloaded when a document is made). PDFKit does not fall back
// from one font to another, so text is split into runs by which font has each character.

/** Printed, in Helvetica, for a character that no font here has: visibly not the customer's text, never junk. */
export const MISSING_GLYPH = '?';

export type Weight = 'regular' | 'bold';

/** What `doc.font()` takes: a built-in font's name, or a loaded font with the name PDFKit keeps it under. */
export interface RunFont {
  source: string | Font;
  name: string;
}

export interface TextRun {
  text: string;
  font: RunFont;
}

const HELVETICA: Record<Weight, RunFont> = {
  regular: { source: 'Helvetica', name: 'Helvetica' },
  bold: { source: 'Helvetica-Bold', name: 'Helvetica-Bold' },
};

// What the built-in fonts can show: the printable characters of Windows-1252 (PDFKit's WinAnsi encoding), that is
// printable ASCII, U+00A0 to U+00FF, and these 27 in the bytes 0x80 to 0x9F.
const WIN_ANSI = new Set([
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, index) => String.fromCharCode(0xa0 + index)),
  ...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ',
]);

/**
 * The font file inside a WOFF, as a plain TrueType/OpenType file. fontkit reads a WOFF's tables by unpacking them
 * again on every access, which for the Chinese font took seconds per document; unpacked once, reading is slicing.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const header = Buffer.alloc(12 + 16 * numTables);
  const entrySelector = Math.floor(Math.log2(numTables));
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the font's own flavour: TrueType or CFF
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(16 * 2 ** entrySelector, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(16 * numTables - 16 * 2 ** entrySelector, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const require = createRequire(import.meta.url);

/** One @fontsource package's file for a script, in both weights, each read and parsed once on first use. */
function fallback(pkg: string, file: string): (weight: Weight) => RunFont {
  const loaded = new Map<Weight, RunFont>();
  return (weight) => {
    let font = loaded.get(weight);
    if (!font) {
      const path = require.resolve(`@fontsource/${pkg}/files/${file}-${weight === 'bold' ? 700 : 400}-normal.woff`);
      const parsed = create(woffToSfnt(readFileSync(path)));
      if (!('layout' in parsed)) throw new Error(`${path} is a font collection`);
      font = { source: parsed, name: `${parsed.postscriptName}-${weight}` };
      loaded.set(weight, font);
    }
    return font;
  };
}

/** Tried in this order after Helvetica. WOFF, not WOFF2: zlib is quick to unpack, Brotli in JavaScript is not. */
const FALLBACKS = [
  fallback('noto-sans-arabic', 'noto-sans-arabic-arabic'),
  fallback('noto-sans-thai', 'noto-sans-thai-thai'),
  fallback('noto-sans-sc', 'noto-sans-sc-chinese-simplified'),
  fallback('noto-emoji', 'noto-emoji-emoji'),
];

const has = (font: RunFont, char: string): boolean =>
  typeof font.source === 'string' ? WIN_ANSI.has(char) : font.source.hasGlyphForCodePoint(char.codePointAt(0)!);

/** Joiners and variation selectors: part of the character before them, or nothing. */
function isIgnorable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code === 0x200c || code === 0x200d || (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef);
}
/** Marks and emoji skin tones shape the character before them, so they stay in its run when its font has them. */
const ATTACHED = /^[\p{M}\u{1f3fb}-\u{1f3ff}]$/u;
/** Spaces and punctuation between two words of one script stay in that script's run (Arabic words keep their order). */
const NEUTRAL = /^[\p{Zs}\p{P}]$/u;

function fontFor(char: string, weight: Weight): RunFont | undefined {
  if (has(HELVETICA[weight], char)) return HELVETICA[weight];
  for (const load of FALLBACKS) {
    const font = load(weight);
    if (has(font, char)) return font;
  }
  return undefined;
}

/**
 * The text as runs of one font each: Helvetica wherever it has the characters (so Latin text prints exactly as it
 * always has), a Noto font for other scripts and emoji, and `MISSING_GLYPH` for what none of them has.
 */
export function textRuns(text: string, weight: Weight): TextRun[] {
  const base = HELVETICA[weight];
  // Line breaks as typed anywhere (Windows' CR LF, an old Mac's CR, Unicode's separators) are PDFKit's LF; a tab or
  // other spacing control is a space. None is a character for a font to lack.
  const plain = text.replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n').replace(/\t/g, ' ');
  // First the characters that decide a font; spaces, punctuation and line breaks wait for their neighbours.
  const chars: { char: string; font: RunFont | undefined }[] = [];
  // Composed, a letter with an accent is one character Helvetica often has (é), not a letter and a mark it lacks.
  for (const char of plain.normalize('NFC')) {
    const previous = chars.at(-1)?.font;
    if (previous && (isIgnorable(char) || ATTACHED.test(char)) && has(previous, char)) chars.push({ char, font: previous });
    else if (isIgnorable(char)) continue;
    else if (char === '\n' || NEUTRAL.test(char)) chars.push({ char, font: undefined });
    else {
      const font = fontFor(char, weight);
      chars.push(font ? { char, font } : { char: MISSING_GLYPH, font: base });
    }
  }
  // A space or punctuation mark between two characters of the same font stays in their run when that font has it
  // (so the words of an Arabic name keep their order); otherwise it is Helvetica's, or the first font's that has it.
  const following: (RunFont | undefined)[] = [];
  for (let index = chars.length - 1, next: RunFont | undefined; index >= 0; index--) {
    following[index] = next;
    if (chars[index]!.font) next = chars[index]!.font;
  }
  let preceding: RunFont | undefined;
  chars.forEach((entry, index) => {
    if (entry.font) preceding = entry.font;
    else if (entry.char === '\n') entry.font = base;
    else if (preceding && preceding === following[index] && has(preceding, entry.char)) entry.font = preceding;
    else entry.font = fontFor(entry.char, weight) ?? ((entry.char = MISSING_GLYPH), base);
  });
  const runs: TextRun[] = [];
  for (const { char, font } of chars) {
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font: font! });
  }
  return runs.length ? runs : [{ text: '', font: base }];
}
