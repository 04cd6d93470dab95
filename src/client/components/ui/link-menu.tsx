import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/client/lib/utils';

export interface MenuLink {
  to: string;
  label: string;
}

interface LinkMenuProps {
  /** The trigger's content; `label` names it for screen readers when the content is only an icon. */
  trigger: ReactNode;
  label?: string;
  links: MenuLink[];
  /** Links shown first, above a separator (e.g. "All Products"). */
  leading?: MenuLink[];
  triggerClassName: string;
  align?: 'start' | 'end';
}

/**
 * A button that opens a list of links (the disclosure pattern for site navigation). Deliberately tiny: it sits in
 * the header of every page, where a positioning engine would cost every shopper's first load.
 */
export function LinkMenu({ trigger, label, links, leading = [], triggerClassName, align = 'start' }: LinkMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const item = (link: MenuLink) => (
    <li key={link.to}>
      <Link
        to={link.to}
        onClick={() => setOpen(false)}
        className="block rounded-sm px-3 py-2 text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
      >
        {link.label}
      </Link>
    </li>
  );

  return (
    <div
      ref={root}
      className="relative"
      // Tabbing out of the list closes it.
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        id={id}
        hidden={!open}
        className={cn(
          'absolute top-full z-50 mt-1.5 max-h-[70vh] min-w-[13rem] overflow-y-auto rounded-md border bg-card p-1 text-card-foreground shadow-md',
          align === 'end' ? 'right-0' : 'left-0',
        )}
      >
        {leading.length > 0 && <ul className={cn(links.length > 0 && 'mb-1 border-b pb-1')}>{leading.map(item)}</ul>}
        <ul>{links.map(item)}</ul>
      </div>
    </div>
  );
}
