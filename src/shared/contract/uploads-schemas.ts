import { uploadUrlSchema } from '../schemas/admin';
import { errorSchema } from '../schemas/common';

/** The schemas of `uploadsApi`'s endpoints (./uploads.ts): the server registers its routes with them. */
export const uploadsSchemas = {
  uploadUrl: { responses: { 200: uploadUrlSchema, 401: errorSchema, 403: errorSchema } },
};
