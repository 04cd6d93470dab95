import { z } from 'zod';
import { msg, type MessageCode } from '../messages/message';
import { CLAIM_RESOLUTIONS, CLAIM_STATUSES, WARRANTY_LIMITS } from '../warranty';
import { adminUserListQuerySchema, UPLOAD_PATH_PATTERN } from './admin';
import { bodyId, customerRefSchema, isoDate, multiLine, oneLine, optionalText, staffRefSchema, trimmedText } from './common';

export const claimStatusSchema = z.enum(CLAIM_STATUSES, { error: msg('claim_status_unknown') });
export const claimResolutionSchema = z.enum(CLAIM_RESOLUTIONS, { error: msg('claim_resolution_unknown') });

/** `POST /api/orders/:orderNumber/claims`: the line, what is wrong, and optionally its serial number and photos. */
export const claimInputSchema = z.strictObject({
  orderItemId: bodyId('order_item'),
  problem: multiLine(
    trimmedText((issue) => msg(issue.input === undefined ? 'claim_problem_required' : 'claim_problem_not_text'))
      .min(1, msg('claim_problem_required'))
      .max(WARRANTY_LIMITS.maxProblem, msg('claim_problem_too_long')),
    msg('claim_problem_control_characters'),
  ),
  serialNumber: oneLine(
    z
      .string({ error: msg('claim_serial_not_text') })
      .trim()
      .max(WARRANTY_LIMITS.maxSerialNumber, msg('claim_serial_too_long')),
    msg('claim_serial_one_line'),
  )
    .nullish()
    .transform((value) => value || null),
  // Paths the photo upload answered (`/objects/uploads/{id}`); the server checks each was uploaded and is an image.
  photos: z
    .array(z.string({ error: msg('claim_photo_not_upload') }).regex(UPLOAD_PATH_PATTERN, msg('claim_photo_not_upload')))
    .max(WARRANTY_LIMITS.maxPhotos, msg('claim_photos_too_many'))
    .refine((photos) => new Set(photos).size === photos.length, msg('claim_photo_repeated'))
    .default([]),
});
export type ClaimInput = z.input<typeof claimInputSchema>;

/**
 * `POST /api/admin/claims/:id/status`: the next status; an approval names its resolution and a note for the customer,
 * a rejection its reason; any other step may carry a note.
 */
export const claimStatusChangeSchema = z
  .strictObject({
    status: claimStatusSchema,
    resolution: claimResolutionSchema.optional(),
    note: optionalText(msg('claim_note_not_text'), WARRANTY_LIMITS.maxNote, msg('claim_note_too_long'), msg('claim_note_control_characters')),
    reason: optionalText(msg('claim_reason_not_text'), WARRANTY_LIMITS.maxNote, msg('claim_reason_too_long'), msg('claim_reason_control_characters')),
  })
  .superRefine((change, context) => {
    const problem = (code: MessageCode, path: string) => context.addIssue({ code: 'custom', message: code, path: [path] });
    if (change.status === 'approved') {
      if (!change.resolution) problem(msg('claim_resolution_required'), 'resolution');
      if (!change.note) problem(msg('claim_note_required'), 'note');
    } else if (change.resolution) problem(msg('claim_resolution_only_approved'), 'resolution');
    if (change.status === 'rejected' && !change.reason) problem(msg('claim_reason_required'), 'reason');
    if (change.status !== 'rejected' && change.reason) problem(msg('claim_reason_only_rejected'), 'reason');
  });
export type ClaimStatusChange = z.input<typeof claimStatusChangeSchema>;

export const adminClaimListQuerySchema = adminUserListQuerySchema.extend({ status: claimStatusSchema.optional() });

/** One step of a claim: its status, the resolution of an approval, and the note or reason the customer is told. */
export const claimStepSchema = z.object({
  status: claimStatusSchema,
  resolution: claimResolutionSchema.nullable(),
  note: z.string().nullable(),
  changedAt: isoDate,
});

/** A claim as its customer follows it on the order page. */
export const claimSchema = z.object({
  id: z.number(),
  orderItemId: z.number(),
  productName: z.string(),
  productNameSw: z.string().nullable(),
  problem: z.string(),
  serialNumber: z.string().nullable(),
  photos: z.array(z.string()),
  status: claimStatusSchema,
  resolution: claimResolutionSchema.nullable(),
  createdAt: isoDate,
  steps: z.array(claimStepSchema),
});
export type Claim = z.infer<typeof claimSchema>;

/**
 * A line's warranty as the order page shows it: its months (null: none stated), its last day once the order is
 * delivered (Nairobi's, "2035-03-05"), whether it still runs, and whether a claim can be opened on it now.
 */
export const lineWarrantySchema = z.object({
  orderItemId: z.number(),
  warrantyMonths: z.number().nullable(),
  lastDay: z.string().nullable(),
  running: z.boolean(),
  claimable: z.boolean(),
});
export type LineWarranty = z.infer<typeof lineWarrantySchema>;

/** `GET /api/orders/:orderNumber/claims`. */
export const orderClaimsSchema = z.object({ lines: z.array(lineWarrantySchema), claims: z.array(claimSchema) });
export type OrderClaims = z.infer<typeof orderClaimsSchema>;

/** A claim as staff handle it: its order (and the phone given with it) and customer, and who made each step. */
export const adminClaimSchema = claimSchema.extend({
  orderId: z.number(),
  orderNumber: z.string(),
  phoneNumber: z.string(),
  customer: customerRefSchema.extend({ email: z.string() }),
  steps: z.array(claimStepSchema.extend({ changedBy: staffRefSchema })),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;
