import { ImagePlus, Loader2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { localized } from '@/shared/locale';
import { msg } from '@/shared/messages/message';
import type { OrderItem } from '@/shared/schemas/orders';
import { WARRANTY_LIMITS } from '@/shared/warranty';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { Field, Input, Textarea } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { ImageFileInput } from '@/client/components/image-file-input';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { ImageUploadError } from '@/client/lib/upload-image';
import { uploadClaimPhoto, useOpenClaim } from '../api';
import { dashboardMessages } from '../messages';

/** The claim form: what is wrong, the serial number and up to WARRANTY_LIMITS.maxPhotos photos (docs/product.md, "Warranty claims"). */
export function ClaimDialog({ orderNumber, item, onClose }: { orderNumber: string; item: OrderItem; onClose(): void }) {
  const t = useMessages(dashboardMessages);
  const text = useCodeText();
  const open = useOpenClaim(orderNumber);
  const [problem, setProblem] = useState('');
  const [serialNumber, setSerialNumber] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<{ field: 'problem' | 'serialNumber' | 'photos' | 'form'; text: string }>();
  const input = useRef<HTMLInputElement>(null);
  const name = localized(t.locale, item.productName, item.productNameSw);
  const id = (field: string) => `claim-${item.id}-${field}`;

  async function addPhotos(files: File[]) {
    const room = WARRANTY_LIMITS.maxPhotos - photos.length;
    if (files.length === 0 || room <= 0) return;
    setUploading(true);
    setError(undefined);
    try {
      const paths = await Promise.all(files.slice(0, room).map((file) => uploadClaimPhoto(orderNumber, file)));
      setPhotos((current) => [...current, ...paths]);
    } catch (failure) {
      const notImage = failure instanceof ImageUploadError && failure.reason === 'not-image';
      setError({ field: 'photos', text: notImage ? t('claimNotImage', { name: failure.fileName }) : t('claimUploadFailed') });
    } finally {
      setUploading(false);
    }
  }

  function send() {
    if (!problem.trim()) return setError({ field: 'problem', text: text(msg('claim_problem_required')) });
    open.mutate(
      { orderItemId: item.id, problem, serialNumber, photos },
      {
        onSuccess: () => {
          toast({ title: t('claimSent'), description: t('claimSentText') });
          onClose();
        },
        onError: (failure) => setError({ field: 'form', text: text.error(failure, t('claimFailed')) }),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{t('claimTitle', { name })}</DialogTitle>
          <DialogDescription>{t('claimIntro')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Field
            id={id('problem')}
            label={t('claimProblem')}
            hint={t('claimProblemHint')}
            error={error?.field === 'problem' ? error.text : undefined}
          >
            <Textarea
              id={id('problem')}
              rows={4}
              maxLength={WARRANTY_LIMITS.maxProblem}
              value={problem}
              aria-invalid={error?.field === 'problem'}
              onChange={(event) => setProblem(event.target.value)}
            />
          </Field>
          <Field id={id('serial')} label={t('claimSerial')} hint={t('claimSerialHint')}>
            <Input
              id={id('serial')}
              maxLength={WARRANTY_LIMITS.maxSerialNumber}
              value={serialNumber}
              autoComplete="off"
              onChange={(event) => setSerialNumber(event.target.value)}
            />
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('claimPhotos', { max: WARRANTY_LIMITS.maxPhotos })}</legend>
            {photos.length > 0 && (
              <ul className="grid grid-cols-3 gap-2">
                {photos.map((src, index) => (
                  <li key={src} className="relative overflow-hidden rounded-md border">
                    <img
                      src={src}
                      alt={t('claimPhotoAlt', { number: index + 1 })}
                      width={96}
                      height={96}
                      className="aspect-square w-full object-cover"
                    />
                    <Button
                      type="button"
                      variant="destructive"
                      size="icon-xs"
                      className="absolute right-1 top-1"
                      aria-label={t('claimRemovePhoto', { number: index + 1 })}
                      onClick={() => setPhotos(photos.filter((other) => other !== src))}
                    >
                      <X />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {photos.length < WARRANTY_LIMITS.maxPhotos && (
              <Button type="button" variant="outline" disabled={uploading} onClick={() => input.current?.click()}>
                {uploading ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ImagePlus aria-hidden="true" />}
                {uploading ? t('claimUploading') : t('claimAddPhotos')}
              </Button>
            )}
            <ImageFileInput ref={input} hidden data-testid="claim-photo-input" onFiles={(files) => void addPhotos(files)} />
            {error?.field === 'photos' && (
              <p role="alert" className="text-sm text-destructive">
                {error.text}
              </p>
            )}
          </fieldset>
          {error?.field === 'form' && (
            <p role="alert" className="text-sm text-destructive">
              {error.text}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={open.isPending || uploading}>
              {open.isPending ? t('claimSending') : t('claimSend')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
