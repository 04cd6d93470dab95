import { z } from 'zod';
import { errorSchema, idParamsSchema } from '../schemas/common';
import {
  adminInstallationListQuerySchema,
  adminInstallationSchema,
  installationInputSchema,
  installationSchema,
  installationStepSchema,
  orderInstallationSchema,
  technicianInputSchema,
  technicianListQuerySchema,
  technicianSchema,
} from '../schemas/installation';
import { orderNumberParamsSchema } from '../schemas/orders';

const customer = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const staff = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The schemas of `installationApi`'s endpoints (./installation.ts): the server registers its routes with them. */
export const installationSchemas = {
  orderInstallation: { params: orderNumberParamsSchema, responses: { 200: orderInstallationSchema, ...customer } },
  request: { params: orderNumberParamsSchema, body: installationInputSchema, responses: { 201: installationSchema, ...customer, 409: errorSchema } },
  installations: { query: adminInstallationListQuerySchema, responses: { 200: z.array(adminInstallationSchema), 400: errorSchema } },
  openCount: { responses: { 200: z.object({ open: z.number() }) } },
  installation: { params: idParamsSchema, responses: { 200: adminInstallationSchema, 400: errorSchema, 404: errorSchema } },
  step: { params: idParamsSchema, body: installationStepSchema, responses: { 200: adminInstallationSchema, ...staff, 409: errorSchema } },
  technicians: { query: technicianListQuerySchema, responses: { 200: z.array(technicianSchema), 400: errorSchema } },
  addTechnician: { body: technicianInputSchema, responses: { 201: technicianSchema, ...staff, 409: errorSchema } },
  updateTechnician: { params: idParamsSchema, body: technicianInputSchema, responses: { 200: technicianSchema, ...staff, 409: errorSchema } },
};
