import { LIMITS } from '../../constants';

/** Messages of product images: their upload links and the images themselves. */
export const uploads = {
  upload_link_invalid: 'This upload link is invalid or has expired',
  upload_link_used: 'This upload link has already been used',
  image_too_large: `Images must be at most ${LIMITS.maxUploadBytes / (1024 * 1024)} MB`,
  not_an_image: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
  image_not_found: 'Image not found',
  storage_unavailable: 'Image storage is unavailable right now. Please try again in a minute.',
} as const;
