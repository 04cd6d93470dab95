/**
 * An English message (a server answer's `{ message }`, a validation message) in a catalog of message texts, whose
 * keys are the English texts. A key with `{{placeholders}}` stands for the messages with a part only known at run
 * time ("Your cart can hold at most 10000 of {{product}}"): a message of that shape takes the translation with the
 * parts filled in. A message the catalog does not know stays as it came. Kept small: it ships on every page.
 */
export function messageTextIn(catalog: Readonly<Record<string, string>> | undefined, message: string): string {
  if (!catalog) return message;
  if (Object.hasOwn(catalog, message)) return catalog[message]!;
  for (const key in catalog) {
    if (!key.includes('{{')) continue;
    const names: string[] = [];
    const pattern = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => (names.push(name), '(.+?)'));
    const parts = new RegExp(`^${pattern}$`, 's').exec(message);
    if (parts) return catalog[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => parts[names.indexOf(name) + 1]!);
  }
  return message;
}
