/**
 * An English message (a server answer's `{ message }`, a validation message) in a catalog of message texts, whose
 * keys are the English texts. A key with `{{placeholders}}` stands for the messages with a part only known at run
 * time ("Your cart can hold at most 10000 of {{product}}"): a message of that shape takes the translation with the
 * parts filled in. A message the catalog does not know stays as it came.
 */
type Catalog = Readonly<Record<string, string>>;
interface Template {
  pattern: RegExp;
  names: string[];
  text: string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const compiled = new WeakMap<Catalog, Template[]>();

function templatesOf(catalog: Catalog): Template[] {
  let templates = compiled.get(catalog);
  if (!templates) {
    templates = Object.entries(catalog)
      .filter(([key]) => key.includes('{{'))
      .map(([key, text]) => {
        const names = [...key.matchAll(PLACEHOLDER)].map((match) => match[1]!);
        const source = key
          .split(PLACEHOLDER)
          .map((part, index) => (index % 2 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('');
        return { pattern: new RegExp(`^${source}$`, 's'), names, text };
      });
    compiled.set(catalog, templates);
  }
  return templates;
}

export function messageTextIn(catalog: Catalog | undefined, message: string): string {
  if (!catalog) return message;
  const exact = catalog[message];
  if (exact !== undefined) return exact;
  for (const { pattern, names, text } of templatesOf(catalog)) {
    const match = pattern.exec(message);
    if (!match) continue;
    const parts = new Map(names.map((name, index) => [name, match[index + 1]!]));
    return text.replace(PLACEHOLDER, (placeholder, name: string) => parts.get(name) ?? placeholder);
  }
  return message;
}
