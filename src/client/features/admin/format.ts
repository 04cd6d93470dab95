const dateTime = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium' });

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
export const formatDate = (iso: string): string => date.format(new Date(iso));

/** "Solar Panel 300W" -> "solar-panel-300w": a URL slug the server accepts. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/**
 * A required number as typed in a form field: blank is no number (NaN, sent as null, so the server refuses it with the
 * field's own message), never the 0 that `Number('')` makes of it.
 */
export const typedNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** A detail nobody has given (staff made by create-admin may have no name or e-mail) shows as a dash, not a guess. */
export const orUnknown = (value: string): string => value || '—';
