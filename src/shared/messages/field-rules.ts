import { RATING_BOUNDS, type BoundedRating, type WholeRating } from '../rating-kinds';

/**
 * The codes `<field>_<rule>` of several fields sharing rules (a rating "must be a number", "is too large"), each
 * rule's text written once and filled with the field's name in that language.
 */
export const fieldRules = <Field extends string, Rule extends string>(
  fields: Record<Field, string>,
  rules: Record<Rule, (field: string) => string>,
) =>
  Object.fromEntries(
    Object.entries<string>(fields).flatMap(([field, name]) =>
      Object.entries<(field: string) => string>(rules).map(([rule, text]) => [`${field}_${rule}`, text(name)]),
    ),
  ) as Record<`${Field}_${Rule}`, string>;

/**
 * The codes of the bounded ratings (RATING_BOUNDS) in one language: each says its field, and the range says its bounds
 * and unit, so a message and the schema can never disagree.
 */
export function boundedRatingRules(
  labels: Record<BoundedRating, string>,
  texts: { notNumber(field: string): string; notWhole(field: string): string; outOfRange(field: string, range: string): string },
) {
  const entries = Object.entries(RATING_BOUNDS).flatMap(([code, bounds]) => {
    const field = labels[code as BoundedRating];
    const range = `${bounds.min}–${bounds.max}${bounds.unit ? ` ${bounds.unit}` : ''}`;
    return [
      [`${code}_not_number`, texts.notNumber(field)],
      [`${code}_out_of_range`, texts.outOfRange(field, range)],
      ...('whole' in bounds ? [[`${code}_not_whole`, texts.notWhole(field)]] : []),
    ];
  });
  return Object.fromEntries(entries) as Record<`${BoundedRating}_${'not_number' | 'out_of_range'}` | `${WholeRating}_not_whole`, string>;
}
