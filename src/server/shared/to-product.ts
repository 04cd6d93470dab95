import { createHash } from 'node:crypto';
import type { AdminProduct } from '../../shared/schemas/catalog';
import type { ProductRow } from '../db/schema';

type Row = Omit<ProductRow, 'searchVector'> & Partial<Pick<ProductRow, 'searchVector'>>;

const textOrNull = (text: string | null) => (text?.trim() ? text : null);

/**
 * A product row as the answers carry it (each answer's schema keeps the fields it lists): dates as ISO strings, and
 * an empty description, Kiswahili text or Kiswahili table is none (`productInputSchema`), so a shopper's screen falls
 * back to the English. The search document (a whole row read by staff screens carries it) is left out.
 */
export const toProduct = ({ searchVector: _document, ...row }: Row): Omit<AdminProduct, 'version'> => ({
  ...row,
  description: textOrNull(row.description),
  nameSw: textOrNull(row.nameSw),
  descriptionSw: textOrNull(row.descriptionSw),
  featuresSw: row.featuresSw && row.featuresSw.length > 0 ? row.featuresSw : null,
  specificationsSw: row.specificationsSw && Object.keys(row.specificationsSw).length > 0 ? row.specificationsSw : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * What the product form's fields hold, as a short hash: the `version` staff's answers carry and the form sends back, so
 * an edit of a product someone changed since it was opened is refused (docs/product.md, "Admin"). The stock count is
 * not in it, nor the status a counted product derives from it: orders and goods received change those, and the form
 * leaves them alone. Whether the product is counted is.
 */
export function productVersion(row: Row): string {
  const counted = row.stockQuantity !== null;
  const fields = [
    row.name,
    row.slug,
    row.categoryId,
    row.price,
    row.description,
    row.images,
    row.features,
    row.specifications,
    row.nameSw,
    row.descriptionSw,
    row.featuresSw,
    row.specificationsSw,
    row.ratings,
    counted,
    counted ? null : row.stockStatus,
    row.lowStockThreshold,
    row.isFeatured,
    row.isNew,
    row.warrantyMonths,
    row.needsInstallation,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 22);
}

/** A product as staff edit it: every field, and its version. */
export const toAdminProduct = (row: Row): AdminProduct => ({ ...toProduct(row), version: productVersion(row) });
