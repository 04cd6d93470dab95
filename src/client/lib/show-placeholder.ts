import type { SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '@/shared/constants';

/** `onError` for an `<img>`: a broken or deleted image (or a missing variant) shows the placeholder, not a torn icon. */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src.endsWith(PLACEHOLDER_IMAGE)) return;
  image.removeAttribute('srcset');
  image.src = PLACEHOLDER_IMAGE;
}
