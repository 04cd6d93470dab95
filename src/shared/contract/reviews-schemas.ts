import { z } from 'zod';
import { slugParamsSchema } from '../schemas/catalog';
import { errorSchema, idParamsSchema, messageSchema } from '../schemas/common';
import {
  adminReviewListQuerySchema,
  adminReviewSchema,
  myReviewSchema,
  reviewHideSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewSchema,
  reviewUpdateSchema,
} from '../schemas/reviews';

/** The schemas of `reviewsApi`'s endpoints (./reviews.ts): the server registers its routes with them. */
export const reviewsSchemas = {
  list: { params: slugParamsSchema, query: reviewListQuerySchema, responses: { 200: z.array(reviewSchema), 400: errorSchema, 404: errorSchema } },
  mine: { params: slugParamsSchema, responses: { 200: myReviewSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema } },
  create: {
    params: slugParamsSchema,
    body: reviewInputSchema,
    responses: { 201: reviewSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
  },
  update: {
    params: idParamsSchema,
    body: reviewUpdateSchema,
    responses: { 200: reviewSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
  },
  remove: {
    params: idParamsSchema,
    responses: { 200: messageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
  },
  moderationList: { query: adminReviewListQuerySchema, responses: { 200: z.array(adminReviewSchema), 400: errorSchema } },
  hide: { params: idParamsSchema, body: reviewHideSchema, responses: { 200: adminReviewSchema, 400: errorSchema, 404: errorSchema } },
  show: { params: idParamsSchema, responses: { 200: adminReviewSchema, 400: errorSchema, 404: errorSchema } },
};
