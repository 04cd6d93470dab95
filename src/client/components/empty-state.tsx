import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * What a screen shows where a list of its has nothing in it: an icon, a heading and a line of text, then the way on
 * (`children`), if any.
 */
export function EmptyState({
  icon: Icon,
  iconSize = 'size-12',
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  iconSize?: `size-${number}`;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <Icon className={`${iconSize} text-muted-foreground`} aria-hidden="true" />
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
