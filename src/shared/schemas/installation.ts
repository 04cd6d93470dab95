import { z } from 'zod';
import { MAX_ID } from '../constants';
import { nairobiDay } from '../dates';
import { INSTALLATION_STATUSES, LICENCE_CLASSES, ROOF_TYPES } from '../installation';
import { INSTALLATION_LIMITS } from '../installation-limits';
import { msg, type MessageCode } from '../messages/message';
import { countyBySlug } from '../planner/counties';
import { adminUserListQuerySchema, UPLOAD_PATH_PATTERN } from './admin';
import { contactPhone, customerRefSchema, isoDate, multiLine, nonNegativeMoney, oneLine, optionalText, requiredText, staffRefSchema } from './common';

export const installationStatusSchema = z.enum(INSTALLATION_STATUSES, { error: msg('installation_status_unknown') });
export const licenceClassSchema = z.enum(LICENCE_CLASSES, { error: msg('licence_class_unknown') });
export const roofTypeSchema = z.enum(ROOF_TYPES, { error: msg('roof_type_unknown') });

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => DAY_PATTERN.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/**
 * A day (YYYY-MM-DD, Nairobi's) from `fromDays` after today up to INSTALLATION_LIMITS.maxDaysAhead: a preferred day
 * starts tomorrow (nobody is sent the day they are asked), a scheduled one may be today. Checked when it is parsed.
 */
const installationDay = (fromDays: 0 | 1, past: MessageCode) =>
  z
    .string({ error: msg('installation_date_invalid') })
    .refine(isRealDay, msg('installation_date_invalid'))
    .refine((day) => !isRealDay(day) || day >= nairobiDay(new Date(Date.now() + fromDays * DAY_MS)), msg(past))
    .refine(
      (day) => !isRealDay(day) || day <= nairobiDay(new Date(Date.now() + INSTALLATION_LIMITS.maxDaysAhead * DAY_MS)),
      msg('installation_date_too_far'),
    );

const countySlug = (unknown: MessageCode) => z.string({ error: msg(unknown) }).refine((slug) => countyBySlug(slug) !== undefined, msg(unknown));

/** `POST /api/orders/:orderNumber/installation`: where, three days that suit, and what the installer should know. */
export const installationInputSchema = z.strictObject({
  county: countySlug('county_unknown'),
  preferredDates: z
    .array(installationDay(1, 'installation_date_past'), { error: msg('installation_dates_count') })
    .length(INSTALLATION_LIMITS.preferredDates, msg('installation_dates_count'))
    .refine((days) => new Set(days).size === days.length, msg('installation_dates_repeated')),
  roofType: roofTypeSchema,
  distanceMetres: z
    .number({ error: msg('installation_distance_invalid') })
    .int(msg('installation_distance_invalid'))
    .min(0, msg('installation_distance_invalid'))
    .max(INSTALLATION_LIMITS.maxDistanceMetres, msg('installation_distance_invalid')),
  siteNotes: optionalText(
    msg('installation_notes_not_text'),
    INSTALLATION_LIMITS.maxSiteNotes,
    msg('installation_notes_too_long'),
    msg('installation_notes_control_characters'),
  ),
});
export type InstallationInput = z.input<typeof installationInputSchema>;

const volts = (invalid: MessageCode) =>
  z
    .number({ error: msg(invalid) })
    .min(0, msg(invalid))
    .max(INSTALLATION_LIMITS.maxVolts, msg(invalid))
    // Meters read to a tenth of a volt; numeric(6,1) keeps that much.
    .transform((value) => value.toFixed(1));

const technicianId = z
  .number({ error: msg('technician_required') })
  .int(msg('technician_required'))
  .positive(msg('technician_required'))
  .max(MAX_ID, msg('technician_required'));

/**
 * `POST /api/admin/installations/:id/status`: the next step and what it sets. A quote names the fee (KSh 0 or more),
 * scheduling the technician and the day, done the commissioning record, a cancellation its reason.
 */
export const installationStepSchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({
      status: z.literal('quoted'),
      fee: nonNegativeMoney({ required: msg('installation_fee_required'), invalid: msg('installation_fee_invalid') }),
    }),
    z.strictObject({ status: z.literal('scheduled'), technicianId, date: installationDay(0, 'installation_schedule_past') }),
    z.strictObject({
      status: z.literal('done'),
      panelStringVolts: volts('panel_string_volts_invalid'),
      batteryVolts: volts('battery_volts_invalid')
        .nullish()
        .transform((value) => value ?? null),
      inverterSettings: multiLine(
        requiredText(msg('inverter_settings_required'), INSTALLATION_LIMITS.maxInverterSettings, msg('inverter_settings_too_long')),
        msg('inverter_settings_control_characters'),
      ),
      photos: z
        .array(z.string({ error: msg('installation_photo_not_upload') }).regex(UPLOAD_PATH_PATTERN, msg('installation_photo_not_upload')))
        .max(INSTALLATION_LIMITS.maxPhotos, msg('installation_photos_too_many'))
        .refine((photos) => new Set(photos).size === photos.length, msg('installation_photo_repeated'))
        .default([]),
    }),
    z.strictObject({
      status: z.literal('cancelled'),
      reason: multiLine(
        requiredText(msg('installation_reason_required'), INSTALLATION_LIMITS.maxReason, msg('installation_reason_too_long')),
        msg('installation_reason_control_characters'),
      ),
    }),
  ],
  { error: msg('installation_status_unknown') },
);
export type InstallationStep = z.input<typeof installationStepSchema>;

export const adminInstallationListQuerySchema = adminUserListQuerySchema.extend({ status: installationStatusSchema.optional() });

/** A technician as a super admin keeps them: their EPRA licence and the counties they serve. */
export const technicianInputSchema = z.strictObject({
  name: oneLine(
    requiredText(msg('technician_name_required'), INSTALLATION_LIMITS.maxTechnicianName, msg('technician_name_too_long')),
    msg('technician_name_required'),
  ),
  phone: contactPhone(msg('technician_phone_invalid')),
  licenceNumber: oneLine(
    requiredText(msg('licence_number_required'), INSTALLATION_LIMITS.maxLicenceNumber, msg('licence_number_too_long')),
    msg('licence_number_required'),
  ),
  licenceClass: licenceClassSchema,
  counties: z
    .array(countySlug('technician_county_unknown'), { error: msg('technician_counties_required') })
    .min(1, msg('technician_counties_required'))
    .max(47, msg('technician_counties_required'))
    .refine((counties) => new Set(counties).size === counties.length, msg('technician_county_repeated')),
  active: z.boolean({ error: msg('technician_active_invalid') }).default(true),
});
export type TechnicianInput = z.input<typeof technicianInputSchema>;

export const technicianSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  licenceNumber: z.string(),
  licenceClass: licenceClassSchema,
  counties: z.array(z.string()),
  active: z.boolean(),
});
export type Technician = z.infer<typeof technicianSchema>;

/** Staff's list: a page of all, or only the active ones who may take an installation in `county` needing `neededClass`. */
export const technicianListQuerySchema = adminUserListQuerySchema.extend({
  county: countySlug('county_unknown').optional(),
  neededClass: licenceClassSchema.optional(),
});

/** One step as the customer follows it: its status and what it set. */
export const installationStepRowSchema = z.object({
  status: installationStatusSchema,
  fee: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  technicianName: z.string().nullable(),
  note: z.string().nullable(),
  changedAt: isoDate,
});

/** An installation as its customer follows it on the order page; the technician is named once one is assigned. */
export const installationSchema = z.object({
  id: z.number(),
  status: installationStatusSchema,
  county: z.string(),
  preferredDates: z.array(z.string()),
  roofType: roofTypeSchema,
  distanceMetres: z.number(),
  siteNotes: z.string().nullable(),
  neededClass: licenceClassSchema,
  fee: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  technician: z.object({ name: z.string(), phone: z.string(), licenceClass: licenceClassSchema }).nullable(),
  cancelReason: z.string().nullable(),
  commissioning: z
    .object({ panelStringVolts: z.string(), batteryVolts: z.string().nullable(), inverterSettings: z.string(), photos: z.array(z.string()) })
    .nullable(),
  createdAt: isoDate,
  steps: z.array(installationStepRowSchema),
});
export type Installation = z.infer<typeof installationSchema>;

/**
 * `GET /api/orders/:orderNumber/installation`: whether the order has goods that need installing, the class of
 * technician they need, whether a request can be made now, and its installations, newest first.
 */
export const orderInstallationSchema = z.object({
  needed: z.boolean(),
  neededClass: licenceClassSchema.nullable(),
  canRequest: z.boolean(),
  installations: z.array(installationSchema),
});
export type OrderInstallation = z.infer<typeof orderInstallationSchema>;

/** An installation as staff handle it: its order, customer and technician, and who made each step. */
export const adminInstallationSchema = installationSchema.extend({
  orderId: z.number(),
  orderNumber: z.string(),
  phoneNumber: z.string(),
  deliveryAddress: z.string(),
  technicianId: z.number().nullable(),
  customer: customerRefSchema,
  steps: z.array(installationStepRowSchema.extend({ changedBy: staffRefSchema })),
});
export type AdminInstallation = z.infer<typeof adminInstallationSchema>;
