import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';

// A web address in typed text: http(s) only, so a note can never hold a javascript: or data: link.
const LINK = /https?:\/\/[^\s<>"]+/g;
// Punctuation that ends the sentence around an address, not the address ("see https://x.co/plan.").
const TRAILING = /[.,;:!?)\]'"]+$/;

/** The text with each web address in it as a link that opens in a new tab. */
export function linkedText(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '');
    if (match.index > end) parts.push(text.slice(end, match.index));
    parts.push(
      <a
        key={match.index}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-foreground underline underline-offset-2 hover:text-primary"
      >
        {href}
      </a>,
    );
    end = match.index + href.length;
  }
  if (end < text.length) parts.push(text.slice(end));
  return parts;
}

/**
 * Text a person typed (order notes, addresses, names, review comments), shown as typed: its line breaks kept, a word
 * or address of any length broken wherever needed so it never widens the page, and its web addresses tappable links.
 */
export function UserText({ text, className }: { text: string; className?: string }) {
  return <span className={cn('wrap-anywhere whitespace-pre-line', className)}>{linkedText(text)}</span>;
}
