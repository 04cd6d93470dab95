import { describe, expect, it } from 'vitest';
import { fillTemplate } from './page-template';

describe('fillTemplate', () => {
  it('inserts text as written, $ patterns and all', () => {
    const template = '<head><!--h--></head><div id="root"></div></body>';
    const text = "$& $' $` $1 $$ $<name>";
    expect(fillTemplate(template, { '<!--h-->': text, '<div id="root"></div>': `<div id="root">${text}</div>`, '</body>': `${text}</body>` })).toBe(
      `<head>${text}</head><div id="root">${text}</div>${text}</body>`,
    );
  });

  it('never fills a marker found in text it inserted, and skips a marker the template lacks', () => {
    expect(fillTemplate('<a/><b/>', { '<a/>': '<b/>', '<b/>': 'B', '<c/>': 'C' })).toBe('<b/>B');
  });
});
