import { useMutation } from '@tanstack/react-query';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@/shared/constants';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { ImageFileInput } from '@/client/components/image-file-input';
import { uploadsApi } from '@/shared/contract/uploads';
import { ApiError, callApi, errorMessage, isUnauthorized } from '@/client/lib/api';
import { notifyError } from '@/client/lib/notify';
import { ImageUploadError, uploadImage } from '@/client/lib/upload-image';
import { cn } from '@/client/lib/utils';

/** An image staff upload (a product picture, a commissioning photo): the staff upload URL, then the upload; failures in the words of the admin screens. */
export async function uploadStaffImage(file: File): Promise<string> {
  const uploadUrl = () =>
    callApi(uploadsApi.uploadUrl).catch((error: unknown) => {
      if (isUnauthorized(error)) throw error;
      throw new Error(errorMessage(error, 'Failed to get upload URL'), { cause: error });
    });
  return uploadImage(file, uploadUrl).catch((error: unknown) => {
    if (!(error instanceof ImageUploadError)) throw error;
    throw new Error(error.reason === 'not-image' ? `${file.name} is not an image file` : 'Failed to upload file to storage', { cause: error });
  });
}

export function ImageUpload({ value, onChange }: { value: string[]; onChange: (images: string[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const max = LIMITS.maxImagesPerProduct;
  // A mutation, so a 401 gets the app's "logged out" toast and redirect like every other write.
  const uploads = useMutation({
    // In parallel; the list changes only when every file made it, so a failure leaves no half-uploaded set.
    mutationFn: (files: File[]) => Promise.all(files.map(uploadStaffImage)),
    onSuccess: (paths) => {
      onChange([...value, ...paths]);
      toast({ title: 'Upload successful', description: `${paths.length} image(s) uploaded successfully` });
    },
    onError: (error) =>
      notifyError(error, 'Upload failed', error instanceof Error && !(error instanceof ApiError) ? error.message : 'Failed to upload images'),
  });
  const uploading = uploads.isPending;

  function upload(files: File[]) {
    if (files.length === 0) return;
    const room = max - value.length;
    if (room <= 0) {
      toast({ variant: 'destructive', title: 'Maximum images reached', description: `You can only upload up to ${max} images` });
      return;
    }
    const notImage = files.find((file) => !file.type.startsWith('image/'));
    if (notImage) {
      toast({ variant: 'destructive', title: 'Invalid file type', description: `${notImage.name} is not an image file` });
      return;
    }
    // Files beyond the room left are dropped without a word (docs/product.md, "Validation rules").
    uploads.mutate(files.slice(0, room));
  }

  const open = () => !uploading && input.current?.click();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!uploading) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) upload(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="space-y-3">
      <div
        role="button"
        tabIndex={uploading ? -1 : 0}
        aria-disabled={uploading}
        aria-label="Upload product images"
        data-testid="image-dropzone"
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          dragging ? 'border-primary bg-primary/10' : 'border-input hover:bg-muted/50',
          uploading ? 'pointer-events-none cursor-not-allowed opacity-60' : 'cursor-pointer',
        )}
      >
        {uploading ? (
          <Loader2 aria-hidden="true" className="size-8 animate-spin text-muted-foreground" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />
        )}
        <p className="text-sm font-medium">{uploading ? 'Uploading...' : dragging ? 'Drop images here' : 'Click to upload or drag and drop'}</p>
        <p className="text-xs text-muted-foreground">PNG, JPG, GIF up to 10MB</p>
        <ImageFileInput ref={input} hidden disabled={uploading} data-testid="image-input" onFiles={upload} />
      </div>
      {value.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Product images">
          {value.map((src, index) => (
            <li key={src} className="relative overflow-hidden rounded-md border">
              <img src={src} alt={`Product image ${index + 1}`} width={120} height={120} className="aspect-square w-full object-cover" />
              {index === 0 && <Badge className="absolute left-1 top-1">Primary</Badge>}
              <Button
                type="button"
                variant="destructive"
                size="icon-xs"
                className="absolute right-1 top-1"
                aria-label={`Remove image ${index + 1}`}
                disabled={uploading}
                onClick={() => onChange(value.filter((_, other) => other !== index))}
              >
                <X />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
