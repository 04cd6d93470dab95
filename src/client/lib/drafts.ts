// What a shopper typed into a form, kept in this tab until it is sent: a dropped connection, a reload or a detour to
// the cart loses nothing. Session storage ends with the tab, and sign-out empties it sooner.
const PREFIX = 'draft:';

export function readDraft<T extends object>(name: string): Partial<T> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PREFIX + name) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** Storage may be full or refused (private browsing): the form still works, only without the safety net. */
export function saveDraft(name: string, values: object): void {
  try {
    sessionStorage.setItem(PREFIX + name, JSON.stringify(values));
  } catch {
    // Nothing to do: see above.
  }
}

export function forgetDraft(name: string): void {
  sessionStorage.removeItem(PREFIX + name);
}

export function forgetAllDrafts(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}
