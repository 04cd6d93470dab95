import { LIMITS } from '../../constants';
import type { products as english } from '../en/products';

const { maxProductName, maxDescription, maxCategoryName } = LIMITS;
const oneLine = (field: string) => `${field} lazima kiwe mstari mmoja, bila kuvunja mstari wala herufi za udhibiti`;

/** A product's lists, in English or in Kiswahili content (`sw_`), as the English module names them. */
const listRules = (prefix: '' | 'sw_', content: string) => {
  const rules = {
    feature_empty: `Sifa kuu${content} zisiwe tupu`,
    feature_too_long: `Sifa kuu${content} isizidi herufi ${LIMITS.maxFeature}`,
    feature_one_line: oneLine(`Kila sifa kuu${content}`),
    features_too_many: `Sifa kuu${content} zisizidi ${LIMITS.maxFeatures}`,
    spec_name_empty: `Majina ya vipimo${content} yasiwe tupu`,
    spec_name_too_long: `Jina la kipimo${content} lisizidi herufi ${LIMITS.maxSpecName}`,
    spec_name_one_line: oneLine(`Kila jina la kipimo${content}`),
    spec_value_too_long: `Thamani ya kipimo${content} isizidi herufi ${LIMITS.maxSpecValue}`,
    spec_value_one_line: oneLine(`Kila thamani ya kipimo${content}`),
    specs_too_many: `Vipimo${content} visizidi ${LIMITS.maxSpecs}`,
  };
  return Object.fromEntries(Object.entries(rules).map(([code, text]) => [`${prefix}${code}`, text]));
};

export const products = {
  product_name_required: 'Jina la bidhaa linahitajika',
  product_name_too_long: `Jina la bidhaa lisizidi herufi ${maxProductName}`,
  product_name_one_line: oneLine('Kila jina la bidhaa'),
  slug_required: 'Slug ya anwani inahitajika',
  slug_too_long: `Slug isizidi herufi ${LIMITS.maxSlugLength}`,
  slug_invalid: 'Slug iwe na herufi ndogo, tarakimu na vistari pekee',
  price_required: 'Bei inahitajika',
  price_invalid: 'Bei iwe kiasi chanya chenye desimali zisizozidi mbili',
  description_too_long: `Maelezo yasizidi herufi ${maxDescription}`,
  description_control_characters: 'Maelezo yasiwe na herufi za udhibiti (kuvunja mstari ni sawa)',
  sw_description_too_long: `Maelezo ya Kiswahili yasizidi herufi ${maxDescription}`,
  sw_description_control_characters: 'Maelezo ya Kiswahili yasiwe na herufi za udhibiti (kuvunja mstari ni sawa)',
  images_not_uploaded: 'Picha ziwe faili zilizopakiwa (/objects/uploads/...)',
  images_too_many: `Unaweza kupakia picha zisizozidi ${LIMITS.maxImagesPerProduct}`,
  sw_name_not_text: 'Jina la Kiswahili liwe maandishi',
  sw_product_name_too_long: `Jina la Kiswahili lisizidi herufi ${maxProductName}`,
  sw_name_one_line: oneLine('Kila jina la Kiswahili'),
  is_featured_not_boolean: 'isFeatured iwe true au false',
  is_new_not_boolean: 'isNew iwe true au false',
  category_name_required: 'Jina la kundi linahitajika',
  category_name_too_long: `Jina la kundi lisizidi herufi ${maxCategoryName}`,
  category_name_one_line: oneLine('Kila jina la kundi'),
  sw_category_name_too_long: `Jina la Kiswahili lisizidi herufi ${maxCategoryName}`,
  ...listRules('', ''),
  ...listRules('sw_', ' za Kiswahili'),
} as Record<keyof typeof english, string>;
