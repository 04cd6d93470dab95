import { z } from 'zod';
import { uploadUrlSchema } from '../schemas/admin';
import { errorSchema, idParamsSchema } from '../schemas/common';
import { orderNumberParamsSchema } from '../schemas/orders';
import {
  adminClaimListQuerySchema,
  adminClaimSchema,
  claimInputSchema,
  claimSchema,
  claimStatusChangeSchema,
  orderClaimsSchema,
} from '../schemas/warranty';

const customer = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

/** The schemas of `warrantyApi`'s endpoints (./warranty.ts): the server registers its routes with them. */
export const warrantySchemas = {
  orderClaims: { params: orderNumberParamsSchema, responses: { 200: orderClaimsSchema, ...customer } },
  openClaim: { params: orderNumberParamsSchema, body: claimInputSchema, responses: { 201: claimSchema, ...customer, 409: errorSchema } },
  photoUrl: { params: orderNumberParamsSchema, responses: { 200: uploadUrlSchema, ...customer, 409: errorSchema, 429: errorSchema } },
  openCount: { responses: { 200: z.object({ open: z.number() }) } },
  claims: { query: adminClaimListQuerySchema, responses: { 200: z.array(adminClaimSchema), 400: errorSchema } },
  claim: { params: idParamsSchema, responses: { 200: adminClaimSchema, 400: errorSchema, 404: errorSchema } },
  changeStatus: {
    params: idParamsSchema,
    body: claimStatusChangeSchema,
    responses: { 200: adminClaimSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
  },
};
