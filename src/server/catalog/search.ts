import { sql, type SQL } from 'drizzle-orm';
import { categories, products } from '../db/schema';

// The catalogue search (docs/product.md, "Search"; docs/decisions/0095-product-search.md). Each condition reads the
// products table alone, so PostgreSQL can answer each from its own index (schema.ts) and combine them.

/**
 * How close a name must be to the search text to be found by a misspelt search ("invertor", "lithum"): pg_trgm's word
 * similarity, the share of the text's trigrams found in some stretch of the name. 0.6 (pg_trgm's default) misses
 * "lithum" for "Lithium" (0.57); below 0.5 unrelated names come in.
 */
export const MISSPELLING_SIMILARITY = 0.5;

/** `%`, `_` and `\` typed by a shopper are literal text, not LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The words of the search in the order typed, next to each other: stemmed as English ("inverters" finds "inverter"),
 * or as written for the Kiswahili name. A phrase rather than every word anywhere, so a search finds what contains it.
 */
const phrase = (q: string) => sql`(phraseto_tsquery('english', ${q}) || phraseto_tsquery('simple', ${q}))`;

const searchText = sql`product_search_text(${products.name}, ${products.nameSw}, ${products.features}, ${products.description})`;

/**
 * A product the search finds as typed: the text inside its name, Kiswahili name, features or description, or in its
 * category's name; or its words, stemmed, in them.
 *
 * The cheap tests come first: PostgreSQL evaluates OR in the order written and stops at the first true one, and when
 * the filters' index is the better plan (a category with thousands of matches) it tests each row it reads. The
 * category's id against a list read once, then the document (a binary search), and only then the substring test,
 * which builds and lower-cases every text of the product: first, it was two thirds of a 100k-product search's time
 * (docs/decisions/0095-product-search.md, "Search at 100k products").
 */
export function searchMatches(q: string): SQL {
  const pattern = likePattern(q);
  const matchingCategories = sql`select ${categories.id} from ${categories} where ${categories.name} ilike ${pattern} or ${categories.searchVector} @@ ${phrase(q)}`;
  return sql`(${products.categoryId} = any(array(${matchingCategories})) or ${products.searchVector} @@ ${phrase(q)} or ${searchText} ilike ${pattern})`;
}

/**
 * A product whose name is close to the search text: what a misspelt search finds, when it finds nothing as typed
 * (the caller sets the threshold, MISSPELLING_SIMILARITY, for its transaction: `<%` reads it from there).
 */
export const similarName = (q: string): SQL => sql`${q} <% ${products.name}`;

/** Sets MISSPELLING_SIMILARITY for the statements of the transaction it runs in. */
export const misspellingThreshold = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(MISSPELLING_SIMILARITY)}, true)`;

/**
 * How well a product answers the search: its words by where they stand (name 1, category 0.4, features 0.2,
 * description 0.1, PostgreSQL's ts_rank weights) plus how much of the text its name holds (1 for all of it), so
 * "inverter" lists the inverters before products that mention one and "lith" the lithium batteries first.
 */
export const relevance = (q: string): SQL =>
  sql`(ts_rank(${products.searchVector} || ${categories.searchVector}, ${phrase(q)}) + word_similarity(${q}, ${products.name}))`;
