import { LIMITS } from '../../constants';
import type { uploads as english } from '../en/uploads';

export const uploads: Record<keyof typeof english, string> = {
  upload_link_invalid: 'Kiungo hiki cha kupakia si sahihi au muda wake umekwisha',
  upload_link_used: 'Kiungo hiki cha kupakia kimeshatumika',
  image_too_large: `Picha zisizidi MB ${LIMITS.maxUploadBytes / (1024 * 1024)}`,
  not_an_image: 'Picha za PNG, JPEG, GIF au WebP pekee ndizo zinaweza kupakiwa',
  image_not_found: 'Picha haikupatikana',
  storage_unavailable: 'Hifadhi ya picha haipatikani kwa sasa. Tafadhali jaribu tena baada ya dakika moja.',
};
