// The plan a shopper last put in the cart, so the order placed right after carries its link for the sales team
// (docs/product.md, "Solar planner"). Kept in this browser only, for a day.
const KEY = 'solar-plan';
const KEEP_MS = 24 * 60 * 60 * 1000;
// The order notes' limit (checkoutSchema): a link that would pass it is left out rather than refuse the order.
const MAX_NOTES = 1000;

interface Remembered {
  link: string;
  /** The notes' line for the link, in the language the plan was made in ("Solar plan: <link>"). */
  line: string;
  at: number;
}

export function rememberPlan(link: string, line: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ link, line, at: Date.now() } satisfies Remembered));
  } catch {
    // Private browsing without storage: the order simply goes without the link.
  }
}

function remembered(): Remembered | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Remembered> | null;
    if (!value?.link || !value.at || Date.now() - value.at >= KEEP_MS) return undefined;
    // Kept before the line was: the English words.
    return { link: value.link, line: value.line ?? `Solar plan: ${value.link}`, at: value.at };
  } catch {
    return undefined;
  }
}

export const rememberedPlan = (): string | undefined => remembered()?.link;

export function forgetPlan(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The order notes with the plan's link added, when a plan was put in the cart within the day and it fits. */
export function notesWithPlan(notes: string | null | undefined): string | null | undefined {
  const plan = remembered();
  if (!plan) return notes;
  const { line } = plan;
  const joined = notes?.trim() ? `${notes.trim()}\n\n${line}` : line;
  return joined.length <= MAX_NOTES ? joined : notes;
}

// "Add kit to cart" tapped signed out: the plan asked for, kept in this tab only while the shopper signs in. Coming
// back with "?add=1" adds the kit only when this tab asked for that very plan, so the same address sent in a link to
// someone signed in puts nothing in their cart (docs/product.md, "The screen").
const ADD_KEY = 'solar-plan-add';

export function rememberAddAfterSignIn(path: string): void {
  try {
    sessionStorage.setItem(ADD_KEY, path);
  } catch {
    // Without storage, the shopper taps "Add kit to cart" again once signed in.
  }
}

/** Whether this tab asked to add the plan at `path` before signing in; the request is used up either way. */
export function askedToAddAfterSignIn(path: string): boolean {
  try {
    const asked = sessionStorage.getItem(ADD_KEY) === path;
    sessionStorage.removeItem(ADD_KEY);
    return asked;
  } catch {
    return false;
  }
}
