import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../shared/constants';
import { uploadsApi } from '../../shared/contract/uploads';
import { uploadsSchemas } from '../../shared/contract/uploads-schemas';
import { errorSchema } from '../../shared/schemas/common';
import { requireStaff } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { badRequest, conflict, forbidden, HttpError, messageBody, notFound } from '../plugins/errors';
import { detectImageType } from '../shared/image-type';
import type { ObjectInfo } from '../shared/object-storage';
import { isValidUploadSignature, newUploadUrl } from '../shared/upload-signing';

/** POST /api/upload-url (staff): a URL to PUT one image to, for a new object id, signed and valid for 15 minutes. */
export const uploadUrlRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireStaff);
  route(app, uploadsApi.uploadUrl, uploadsSchemas.uploadUrl, async (request) => newUploadUrl(request));
};

// The bytes sit in a private field: generic body inspections walk every own property of a parsed body, and must
// not walk ten million bytes one by one.
class UploadBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

const uploadParams = z.object({ id: z.string() });
const uploadQuery = z.object({ expires: z.string().optional(), signature: z.string().optional() });

/** PUT and GET /objects/uploads/:id — the images themselves. */
export const objectRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.objectStorage;
  const { signingSecret } = app.config;

  // Only here: any body is taken as raw bytes (up to the upload limit) so the handler can answer 400 with a
  // message for a wrong type rather than a bare 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LIMITS.maxUploadBytes }, (_request, body, done) => {
    done(null, new UploadBody(body as Buffer));
  });

  app.put(
    '/uploads/:id',
    {
      bodyLimit: LIMITS.maxUploadBytes,
      schema: {
        params: uploadParams,
        querystring: uploadQuery,
        response: { 201: z.object({ path: z.string() }), 400: errorSchema, 403: errorSchema, 409: errorSchema, 413: errorSchema },
      },
      // Everything that can be decided from the request line and headers is, before a byte of the body is read.
      onRequest: async (request) => {
        const { id } = request.params as { id: string };
        const { expires, signature } = request.query as Record<string, unknown>;
        if (typeof signature !== 'string' || !isValidUploadSignature(signingSecret, id, Number(expires), signature)) {
          throw forbidden('upload_link_invalid');
        }
        if (Number(request.headers['content-length']) > LIMITS.maxUploadBytes) throw new HttpError(413, 'image_too_large');
        if (!request.headers['content-type']?.toLowerCase().startsWith('image/')) throw badRequest('not_an_image');
      },
      errorHandler: (error, request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(messageBody(request, 'image_too_large'));
        throw error;
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const bytes = request.body instanceof UploadBody ? request.body.bytes : undefined;
      const contentType = bytes && detectImageType(bytes);
      if (!contentType) throw badRequest('not_an_image');
      if (!(await storage.create(id, bytes, contentType))) throw conflict('upload_link_used');
      return reply.code(201).send({ path: `/objects/uploads/${id}` });
    },
  );

  // Ids are never reused, so an object can be cached for good.
  const imageHeaders = (reply: FastifyReply, { contentType, size }: ObjectInfo) =>
    reply
      .type(contentType)
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable');

  // Declared before the GET, so Fastify does not make its own HEAD route, which would read the whole image (from the
  // bucket, with S3) only to throw it away: the store's record of the object has every header.
  app.head('/uploads/:id', { schema: { params: uploadParams } }, async (request, reply) => {
    const info = await storage.stat(request.params.id);
    if (!info) throw notFound('image_not_found');
    return imageHeaders(reply, info).send();
  });

  // The answer is the image's own bytes (a stream), so there is no JSON schema to declare; errors are `{ message }`.
  app.get('/uploads/:id', { schema: { params: uploadParams } }, async (request, reply) => {
    const object = await storage.open(request.params.id);
    if (!object) throw notFound('image_not_found');
    return imageHeaders(reply, object).send(object.body);
  });
};
