import { endpoint } from './endpoint';
import type { uploadsSchemas as S } from './uploads-schemas';

/** Product images (staff): the image itself is PUT to the signed `/objects/uploads/...` address this answers. */
export const uploadsApi = {
  uploadUrl: endpoint<typeof S.uploadUrl>()('POST', '/api/upload-url'),
};
