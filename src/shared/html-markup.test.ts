import { describe, expect, it } from 'vitest';
import { containsMarkup } from './html-markup';

describe('containsMarkup', () => {
  it.each(['a < b', 'a<b', '<3', '1 < 2 > 0', 'Output < 5A & rated <3', '</', '</>', 'x </b', '<', '5 <= 6 >= 4', '<<>>'])(
    'reads %j as text',
    (text) => expect(containsMarkup(text)).toBe(false),
  );

  it.each([
    '<script>alert(1)</script>',
    '<a href="https://example.com">cheap</a>',
    '<img src=x onerror=alert(1)>',
    '<b>bold</b>',
    'a</b>',
    'text <!-- comment',
    '<!doctype html>',
    '<?xml version="1.0"?>',
    '</3',
    'a<b and c>d',
    '<SCRIPT\n>',
  ])('reads %j as markup', (text) => expect(containsMarkup(text)).toBe(true));
});
