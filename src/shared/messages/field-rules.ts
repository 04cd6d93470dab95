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
