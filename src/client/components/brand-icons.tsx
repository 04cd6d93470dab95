import type { ComponentProps } from 'react';
import whatsappMark from './whatsapp.svg?no-inline';

// lucide-react ships no brand marks; these are the simple one-colour glyphs, drawn with currentColor.
export type IconProps = ComponentProps<'svg'>;

export function BrandIcon({ path, ...props }: IconProps & { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" width="1em" height="1em" {...props}>
      <path d={path} />
    </svg>
  );
}

/**
 * WhatsApp's mark is drawn on every page (the top bar), so its long outline is a file of its own, fetched once and
 * kept, rather than part of every page's script; `use` draws it in the text's colour like the others.
 */
export const WhatsAppIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" width="1em" height="1em" {...props}>
    <use href={`${whatsappMark}#i`} />
  </svg>
);
