import { z } from 'zod';
import { errorSchema } from '../schemas/common';
import {
  countyDeliveryInputSchema,
  countyDeliverySchema,
  countySlugParamsSchema,
  deliveryOptionsSchema,
  pickupPointInputSchema,
  pickupPointParamsSchema,
  pickupPointSchema,
} from '../schemas/delivery';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The schemas of `deliveryApi`'s endpoints (./delivery.ts): the server registers its routes with them. */
export const deliverySchemas = {
  options: { responses: { 200: deliveryOptionsSchema } },
  setCounty: { params: countySlugParamsSchema, body: countyDeliveryInputSchema, responses: { 200: countyDeliverySchema, ...errors } },
  addPickupPoint: { body: pickupPointInputSchema, responses: { 201: pickupPointSchema, ...errors } },
  updatePickupPoint: { params: pickupPointParamsSchema, body: pickupPointInputSchema, responses: { 200: pickupPointSchema, ...errors } },
  removePickupPoint: { params: pickupPointParamsSchema, responses: { 204: z.null(), ...errors } },
};
