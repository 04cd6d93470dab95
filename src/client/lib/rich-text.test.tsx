import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText, textTags } from './rich-text';

const tags = { strong: (words: string) => <strong>{words}</strong>, link: (words: string) => <a href="/warranty">{words}</a> };
const html = (text: string) => renderToStaticMarkup(<p>{richText(text, tags)}</p>);

describe('richText', () => {
  it('wraps the words of each tag in its element, wherever the sentence puts it', () => {
    expect(html('Covered by our <link>Warranty Policy</link>.')).toBe('<p>Covered by our <a href="/warranty">Warranty Policy</a>.</p>');
    expect(html('<link>Sera ya Waranti</link> inahusika')).toBe('<p><a href="/warranty">Sera ya Waranti</a> inahusika</p>');
    expect(html('Paid within <strong>5-10 days</strong>, see <link>the policy</link>')).toBe(
      '<p>Paid within <strong>5-10 days</strong>, see <a href="/warranty">the policy</a></p>',
    );
  });

  it('leaves a text without tags, and tags it has no element for, as written (escaped by React)', () => {
    expect(html('No tags here.')).toBe('<p>No tags here.</p>');
    expect(html('A <b>bold</b> claim')).toBe('<p>A &lt;b&gt;bold&lt;/b&gt; claim</p>');
    expect(html('An <strong>unclosed tag')).toBe('<p>An &lt;strong&gt;unclosed tag</p>');
  });
});

describe('textTags', () => {
  it('names the tags of a text in order', () => {
    expect(textTags('Our <warranty>Warranty</warranty> and <returns>Return</returns> policies, <b>x</b>')).toEqual(['warranty', 'returns', 'b']);
    expect(textTags('none')).toEqual([]);
  });
});
