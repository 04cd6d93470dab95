import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textTags } from '@/client/lib/rich-text';
import { LOCALES } from '@/shared/locale';
import { INFO_TAGS } from './components/info-text';

// The key sets and placeholders of both languages are checked for every catalog by src/client/lib/i18n-catalogs.test.ts;
// these are the information pages' own rules.
const pagesDir = join(import.meta.dirname, 'pages');
const pages = readdirSync(pagesDir)
  .filter((file) => file.endsWith('-page.tsx'))
  .map((file) => file.slice(0, -'.tsx'.length));
const catalogDirs = [import.meta.dirname, ...pages.map((page) => join(pagesDir, page))];
const read = (dir: string, locale: string): Record<string, string> => JSON.parse(readFileSync(join(dir, 'messages', `${locale}.json`), 'utf8'));

describe('information page texts', () => {
  it('are found for the eight pages', () => {
    expect(pages.sort()).toEqual([
      'about-page',
      'contact-page',
      'delivery-page',
      'faq-page',
      'privacy-page',
      'returns-page',
      'terms-page',
      'warranty-page',
    ]);
  });

  it.each(pages)('%s has a catalog of its own in every language, with its title and introduction', (page) => {
    for (const locale of LOCALES) {
      expect(existsSync(join(pagesDir, page, 'messages', `${locale}.json`)), `${page} ${locale}`).toBe(true);
      const catalog = read(join(pagesDir, page), locale);
      expect(catalog.title, `${page} ${locale}`).toBeTruthy();
      expect(catalog.intro, `${page} ${locale}`).toBeTruthy();
    }
  });

  it("each page's catalog name is used by no other part of the client", () => {
    const client = join(import.meta.dirname, '..', '..');
    const names = readdirSync(client, { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)messages\/en\.json$/.test(file))
      .map((file) => basename(dirname(dirname(file))));
    for (const page of pages)
      expect(
        names.filter((name) => name === page),
        page,
      ).toHaveLength(1);
  });

  it.each(catalogDirs.map((dir) => [basename(dir), dir]))(
    '%s keeps the links and emphasis of every English text, and uses known tags',
    (_name, dir) => {
      const english = read(dir, 'en');
      for (const locale of LOCALES) {
        for (const [key, text] of Object.entries(read(dir, locale))) {
          const tags = textTags(text);
          expect(tags.sort(), `${locale}: ${key}`).toEqual(textTags(english[key] ?? '').sort());
          for (const tag of tags) expect(Object.keys(INFO_TAGS), `${locale}: ${key}`).toContain(tag);
        }
      }
    },
  );
});
