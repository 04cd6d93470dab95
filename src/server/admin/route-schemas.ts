import { z } from 'zod';
import { errorSchema, idParamsSchema } from '../../shared/schemas/common';

// The schemas staff routes have in common, so each route names only what is its own.

/** A staff list: filters and page in the query string (400 when malformed), the page's rows in the answer. */
export const listSchema = <Query extends z.ZodType, Row extends z.ZodType>(querystring: Query, row: Row) => ({
  querystring,
  response: { 200: z.array(row), 400: errorSchema },
});

/** A staff edit of the row named by :id: 400 for bad input, 404 when there is no such row, 409 when the edit clashes. */
export const editSchema = <Body extends z.ZodType, Answer extends z.ZodType>(body: Body, answer: Answer) => ({
  params: idParamsSchema,
  body,
  response: { 200: answer, 400: errorSchema, 404: errorSchema, 409: errorSchema },
});
