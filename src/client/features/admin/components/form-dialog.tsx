import type { ReactNode } from 'react';
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
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
