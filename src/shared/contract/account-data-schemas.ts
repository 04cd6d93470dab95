import { accountEraseSchema, accountExportSchema, staffEraseSchema } from '../schemas/account-data';
import { errorSchema, idParamsSchema, messageSchema } from '../schemas/common';

/** The schemas of `accountDataApi`'s endpoints (./account-data.ts): the server registers its routes with them. */
export const accountDataSchemas = {
  export: { responses: { 200: accountExportSchema, 401: errorSchema } },
  erase: { body: accountEraseSchema, responses: { 200: messageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema } },
  customerExport: { params: idParamsSchema, responses: { 200: accountExportSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema } },
  customerErase: {
    params: idParamsSchema,
    body: staffEraseSchema,
    responses: { 200: messageSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
  },
};
