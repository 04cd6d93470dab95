import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/client/components/ui/dialog';

/** 'Are you sure?' before a delete; an alert dialog, so a click outside does not dismiss it (docs/product.md, "Admin"). */
export function ConfirmDelete({
  id,
  description,
  remove,
  onClose,
}: {
  /** The entry to delete; open while set. */
  id: number | null;
  description: string;
  /** The delete itself; its onDone closes the dialog. */
  remove: { isPending: boolean; mutate(id: number): void };
  onClose: () => void;
}) {
  const pending = remove.isPending;
  return (
    <AlertDialog open={id !== null} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>Are you sure?</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Stays open while deleting, to show 'Deleting...'; the delete's onDone closes it.
              event.preventDefault();
              if (id !== null) remove.mutate(id);
            }}
          >
            {pending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
