import { Fragment, type ReactNode } from 'react';

/** For each tag a text may hold, the element wrapped around the tag's words. */
export type TextTags = Record<string, (words: string) => ReactNode>;

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence with links or emphasis inside it, written with tags (`Covered by our <warranty>Warranty
 * Policy</warranty>.`): each language puts the link where its word order needs it, so a sentence is never cut into
 * pieces around its links. Tags do not nest; a tag with no element in `tags` stays as written.
 */
export function richText(text: string, tags: TextTags): ReactNode[] {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, words] = match;
    const element = tags[name!];
    if (!element) continue;
    if (match.index > end) parts.push(text.slice(end, match.index));
    parts.push(<Fragment key={match.index}>{element(words!)}</Fragment>);
    end = match.index + whole.length;
  }
  if (end < text.length) parts.push(text.slice(end));
  return parts;
}

/** The names of the tags in a text, in order: a translation must keep the same ones. */
export const textTags = (text: string): string[] => [...text.matchAll(TAG)].map((match) => match[1]!);
