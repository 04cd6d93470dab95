import { LIMITS } from '../../constants';

const { maxProductName, maxDescription, maxCategoryName } = LIMITS;
const oneLine = (field: string) => `${field} must be one line, without line breaks or control characters`;

/**
 * A product's lists, in English or in Kiswahili (`sw_`): its key features and its specifications table, named in
 * the texts as `noun` ("feature", "Kiswahili feature").
 */
const listRules = <Prefix extends '' | 'sw_'>(prefix: Prefix, feature: string, specification: string) => {
  const capital = (noun: string) => `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  const rules = {
    feature_empty: `${capital(feature)}s must not be empty`,
    feature_too_long: `A ${feature} must be at most ${LIMITS.maxFeature} characters`,
    feature_one_line: oneLine(`A ${feature}`),
    features_too_many: `At most ${LIMITS.maxFeatures} ${feature}s`,
    spec_name_empty: `${capital(specification)} names must not be empty`,
    spec_name_too_long: `A ${specification} name must be at most ${LIMITS.maxSpecName} characters`,
    spec_name_one_line: oneLine(`A ${specification} name`),
    spec_value_too_long: `A ${specification} value must be at most ${LIMITS.maxSpecValue} characters`,
    spec_value_one_line: oneLine(`A ${specification} value`),
    specs_too_many: `At most ${LIMITS.maxSpecs} ${specification}s`,
  };
  return Object.fromEntries(Object.entries(rules).map(([code, text]) => [`${prefix}${code}`, text])) as Record<
    `${Prefix}${keyof typeof rules}`,
    string
  >;
};

/** Messages of the staff's product and category forms (staff read English; docs/product.md, "Languages"). */
export const products = {
  product_name_required: 'Product Name is required',
  product_name_too_long: `Product Name must be at most ${maxProductName} characters`,
  product_name_one_line: oneLine('Product Name'),
  slug_required: 'URL Slug is required',
  slug_too_long: `Slug must be at most ${LIMITS.maxSlugLength} characters`,
  slug_invalid: 'Slug may contain only lowercase letters, digits and hyphens',
  price_required: 'Price is required',
  price_invalid: 'Price must be a positive amount with at most two decimals',
  description_too_long: `Description must be at most ${maxDescription} characters`,
  description_control_characters: 'Description must not contain control characters (line breaks are fine)',
  sw_description_too_long: `Kiswahili description must be at most ${maxDescription} characters`,
  sw_description_control_characters: 'Kiswahili description must not contain control characters (line breaks are fine)',
  images_not_uploaded: 'Images must be uploaded files (/objects/uploads/...)',
  images_too_many: `You can only upload up to ${LIMITS.maxImagesPerProduct} images`,
  sw_name_not_text: 'Kiswahili name must be text',
  sw_product_name_too_long: `Kiswahili name must be at most ${maxProductName} characters`,
  sw_name_one_line: oneLine('Kiswahili name'),
  is_featured_not_boolean: 'isFeatured must be true or false',
  is_new_not_boolean: 'isNew must be true or false',
  category_name_required: 'Category name is required',
  category_name_too_long: `Category name must be at most ${maxCategoryName} characters`,
  category_name_one_line: oneLine('Category name'),
  sw_category_name_too_long: `Kiswahili name must be at most ${maxCategoryName} characters`,
  ...listRules('', 'feature', 'specification'),
  ...listRules('sw_', 'Kiswahili feature', 'Kiswahili specification'),
} as const;
