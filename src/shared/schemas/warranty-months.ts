import { z } from 'zod';
import { msg } from '../messages/message';
import { WARRANTY_LIMITS } from '../warranty';

/** A product's warranty in months: a whole number from 0, or null when none is stated (docs/product.md, "Warranty claims"). */
export const warrantyMonthsSchema = z
  .number({ error: msg('warranty_months_not_number') })
  .int(msg('warranty_months_not_whole'))
  .min(0, msg('warranty_months_negative'))
  .max(WARRANTY_LIMITS.maxWarrantyMonths, msg('warranty_months_too_large'))
  .nullish()
  .transform((months) => months ?? null);
