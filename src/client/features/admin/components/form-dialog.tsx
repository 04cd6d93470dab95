import { useRef, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, type DialogSize } from '@/client/components/ui/dialog';

/** The add and edit dialogs of the admin screens: a title, a line of help, and the form; closing calls onClose. */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  size,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  size?: DialogSize;
  children: ReactNode;
}) {
  // Opened from state rather than a Radix trigger, the dialog would drop focus on the page when closed: it goes back
  // to whatever opened it.
  const opener = useRef<Element | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        size={size}
        onOpenAutoFocus={() => (opener.current = document.activeElement)}
        onCloseAutoFocus={(event) => {
          if (!(opener.current instanceof HTMLElement) || !opener.current.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A FormDialog for one item at a time (a county, a category, a product): open while `item` is set, drawn from it. */
export function ItemDialog<T>({
  item,
  onClose,
  title,
  description,
  size,
  children,
}: {
  item: T | null;
  onClose: () => void;
  title: string | ((item: T) => string);
  description: string;
  size?: DialogSize;
  children: (item: T) => ReactNode;
}) {
  return (
    <FormDialog
      open={item !== null}
      onClose={onClose}
      title={item === null ? '' : typeof title === 'string' ? title : title(item)}
      description={description}
      size={size}
    >
      {item !== null && children(item)}
    </FormDialog>
  );
}

/** The end of a dialog's form: why the server refused the last save, if it did, and the save button. */
export function SaveEnd({ problem, pending, label }: { problem: string | undefined; pending: boolean; label: string }) {
  return (
    <>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : label}
      </Button>
    </>
  );
}
