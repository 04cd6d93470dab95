import type { AdminProduct } from '../../shared/schemas/catalog';
import type { ProductRow } from '../db/schema';

const textOrNull = (text: string | null) => (text?.trim() ? text : null);

/**
 * A product row as the answers carry it (each answer's schema keeps the fields it lists): dates as ISO strings, and
 * an empty description, Kiswahili text or Kiswahili table is none (`productInputSchema`), so a shopper's screen falls
 * back to the English. The search document (a whole row read by staff screens carries it) is left out.
 */
export const toProduct = ({
  searchVector: _document,
  ...row
}: Omit<ProductRow, 'searchVector'> & Partial<Pick<ProductRow, 'searchVector'>>): AdminProduct => ({
  ...row,
  description: textOrNull(row.description),
  nameSw: textOrNull(row.nameSw),
  descriptionSw: textOrNull(row.descriptionSw),
  featuresSw: row.featuresSw && row.featuresSw.length > 0 ? row.featuresSw : null,
  specificationsSw: row.specificationsSw && Object.keys(row.specificationsSw).length > 0 ? row.specificationsSw : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
