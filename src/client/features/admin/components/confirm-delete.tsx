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
  pending,
  onCancel,
  onConfirm,
}: {
  /** The entry to delete; open while set. */
  id: number | null;
  description: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (id: number) => void;
}) {
  return (
    <AlertDialog open={id !== null} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogTitle>Are you sure?</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Stays open while deleting, to show 'Deleting...'; the caller closes it when done.
              event.preventDefault();
              if (id !== null) onConfirm(id);
            }}
          >
            {pending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
