import { useState } from 'react';
import { useMessages } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { ProductImage } from '@/client/components/product-image';
import { catalogMessages } from '../messages';

/** The main picture, with a row of thumbnails to switch it when the product has more than one image. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  const t = useMessages(catalogMessages);
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-lg border bg-muted">
        <ProductImage src={shown} alt={name} sizes="(min-width: 768px) 50vw, 100vw" priority className="w-full" />
      </div>
      {images.length > 1 && (
        <div className="grid grid-cols-5 gap-2">
          {images.map((image, index) => (
            <button
              key={`${image}-${index}`}
              type="button"
              aria-label={t('showImage', { number: index + 1, count: images.length })}
              aria-pressed={index === current}
              onClick={() => setCurrent(index)}
              className={cn(
                'overflow-hidden rounded-md border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                index === current ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
              )}
            >
              <ProductImage src={image} alt="" sizes="20vw" className="w-full" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
