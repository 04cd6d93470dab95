import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkedText, UserText } from './user-text';

const html = (text: string) => renderToStaticMarkup(<p>{linkedText(text)}</p>);
const link = (href: string) =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer nofollow" class="font-medium text-foreground underline underline-offset-2 hover:text-primary">${href}</a>`;

describe('linkedText', () => {
  it('makes each web address a link, leaving the punctuation that ends the sentence outside it', () => {
    const plan = 'http://127.0.0.1:3000/planner?a=fridge:1,tv:2&days=2';
    expect(html(`Gate is blue\nSolar plan: ${plan}`)).toBe(`<p>Gate is blue\nSolar plan: ${link(plan.replace('&', '&amp;'))}</p>`);
    expect(html('See https://example.co.ke/x. Or (https://example.co.ke/y), thanks')).toBe(
      `<p>See ${link('https://example.co.ke/x')}. Or (${link('https://example.co.ke/y')}), thanks</p>`,
    );
  });

  it('links nothing but http and https addresses, and escapes the rest', () => {
    expect(html('javascript:alert(1) <b>x</b> ftp://example.co.ke www.example.co.ke')).toBe(
      '<p>javascript:alert(1) &lt;b&gt;x&lt;/b&gt; ftp://example.co.ke www.example.co.ke</p>',
    );
  });
});

describe('UserText', () => {
  it('breaks long words anywhere and keeps line breaks', () => {
    expect(renderToStaticMarkup(<UserText text={'a\nb'} className="block" />)).toBe(
      '<span class="wrap-anywhere whitespace-pre-line block">a\nb</span>',
    );
  });
});
