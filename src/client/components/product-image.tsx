import { PLACEHOLDER_IMAGE } from '@/shared/constants';
import { imageSrcSet } from '@/shared/images';
import { showPlaceholder } from '@/client/lib/show-placeholder';
import { cn } from '@/client/lib/utils';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** Display widths for the browser to pick a variant, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
  /** Above the fold (the detail page's main image): load at once and first. */
  priority?: boolean;
  className?: string;
}

/**
 * A square product picture with its size set (no layout shift) and a resized variant for the screen. The caller sets
 * its width: `w-full` in a grid or a gallery, a fixed size for a thumbnail.
 */
export function ProductImage({ src, alt, sizes, priority = false, className }: ProductImageProps) {
  const source = src || PLACEHOLDER_IMAGE;
  return (
    <img
      src={source}
      srcSet={imageSrcSet(source)}
      sizes={sizes}
      alt={alt}
      width={640}
      height={640}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={showPlaceholder}
      className={cn('aspect-square bg-muted object-contain', className)}
    />
  );
}
