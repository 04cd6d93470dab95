import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/shared/locale';

// Every catalog of texts in the client, as the i18n layer finds them: <part>/messages/<locale>.json.
const root = join(import.meta.dirname, '..');
const catalogFiles = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|\/)messages\/[a-z]+\.json$/.test(file));
const parts = [...new Set(catalogFiles.map((file) => dirname(file)))];
const read = (part: string, locale: string): Record<string, string> => JSON.parse(readFileSync(join(root, part, `${locale}.json`), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('message catalogs', () => {
  it('are found', () => {
    expect(parts.length).toBeGreaterThan(0);
  });

  describe.each(parts)('%s', (part) => {
    it('exists in every language and no other', () => {
      const locales = catalogFiles.filter((file) => dirname(file) === part).map((file) => file.slice(part.length + 1, -'.json'.length));
      expect(locales.sort()).toEqual([...LOCALES].sort());
    });

    it('has the same keys in every language', () => {
      const english = Object.keys(read(part, 'en')).sort();
      for (const locale of LOCALES) expect(Object.keys(read(part, locale)).sort(), `${relative(root, part)}/${locale}.json`).toEqual(english);
    });

    it('fills in the same placeholders in every language, and leaves no text empty', () => {
      const english = read(part, 'en');
      for (const locale of LOCALES) {
        for (const [key, text] of Object.entries(read(part, locale))) {
          expect(text.trim(), `${locale}: ${key}`).not.toBe('');
          expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(english[key] ?? ''));
        }
      }
    });
  });
});
