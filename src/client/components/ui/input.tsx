import type { ComponentProps } from 'react';
import { useCodeText } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

const field =
  'flex w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm aria-invalid:border-destructive';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(field, 'h-10', className)} {...props} />;
}

/** A phone number field: the phone keypad on a phone and the browser's saved number. */
export const TelInput = (props: ComponentProps<'input'>) => <Input type="tel" inputMode="tel" autoComplete="tel" {...props} />;

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(field, 'min-h-20', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium leading-none', className)} {...props} />;
}

/** A labelled form field with its validation message, wired for screen readers. */
export function Field({ id, label, error, children, hint }: { id: string; label: string; error?: string; hint?: string; children: React.ReactNode }) {
  // Validation messages are the shared schemas' message codes (or, until every schema has them, English texts), in the page's language.
  const text = useCodeText();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {text(error)}
        </p>
      )}
    </div>
  );
}
