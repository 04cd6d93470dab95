import { z } from 'zod';
import {
  adminCategorySchema,
  adminOrderListQuerySchema,
  adminOrderSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  categoryInputSchema,
  orderStatusUpdateSchema,
  productInputSchema,
  roleUpdateSchema,
  userAccessSchema,
} from '../schemas/admin';
import { passwordSetSchema } from '../schemas/auth';
import { adminProductSchema } from '../schemas/catalog';
import { errorSchema, idParamsSchema, messageSchema } from '../schemas/common';

/** A staff list, a page at a time: filters in the query, the page's rows in the answer, the count in X-Total-Count. */
const list = <Query extends z.ZodType, Row extends z.ZodType>(query: Query, row: Row) => ({
  query,
  responses: { 200: z.array(row), 400: errorSchema },
});
/** A staff edit of the row named by :id: 400 for bad input, 404 when there is no such row, 409 when the edit clashes. */
const edit = <Body extends z.ZodType, Answer extends z.ZodType>(body: Body, answer: Answer) => ({
  params: idParamsSchema,
  body,
  responses: { 200: answer, 400: errorSchema, 404: errorSchema, 409: errorSchema },
});
/** A super admin's edit of a user: anyone else is refused with 403. */
const superAdminEdit = <Body extends z.ZodType, Answer extends z.ZodType>(body: Body, answer: Answer) => {
  const schemas = edit(body, answer);
  return { ...schemas, responses: { ...schemas.responses, 403: errorSchema } };
};
const create = <Body extends z.ZodType, Answer extends z.ZodType>(body: Body, answer: Answer) => ({
  body,
  responses: { 201: answer, 400: errorSchema, 409: errorSchema },
});
const remove = { params: idParamsSchema, responses: { 204: z.null(), 400: errorSchema, 404: errorSchema, 409: errorSchema } };

/** The schemas of `adminApi`'s endpoints (./admin.ts): the server registers its routes with them. */
export const adminSchemas = {
  products: { responses: { 200: z.array(adminProductSchema) } },
  createProduct: create(productInputSchema, adminProductSchema),
  updateProduct: edit(productInputSchema, adminProductSchema),
  deleteProduct: remove,
  categories: { responses: { 200: z.array(adminCategorySchema) } },
  createCategory: create(categoryInputSchema, adminCategorySchema),
  updateCategory: edit(categoryInputSchema, adminCategorySchema),
  deleteCategory: remove,
  orders: list(adminOrderListQuerySchema, adminOrderSchema),
  order: { params: idParamsSchema, responses: { 200: adminOrderSchema, 400: errorSchema, 404: errorSchema } },
  updateOrderStatus: edit(orderStatusUpdateSchema, adminOrderSchema),
  users: list(adminUserListQuerySchema, adminUserSchema),
  updateRole: superAdminEdit(roleUpdateSchema, adminUserSchema),
  setAccess: superAdminEdit(userAccessSchema, adminUserSchema),
  setPassword: superAdminEdit(passwordSetSchema, messageSchema),
};
