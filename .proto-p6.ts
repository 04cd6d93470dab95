import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite({ loadDataDir: new Blob([readFileSync('/tmp/search-proto/seeded2.tar')]), extensions: { pg_trgm } });
const tsq = `(phraseto_tsquery('english', $1) || phraseto_tsquery('simple', $1))`;
const exact = `(product_search_text(p.name, p.name_sw, p.features, p.description) ilike $2
  or p.search_vector @@ ${tsq}
  or p.category_id = any(array(select id from categories c2 where c2.name ilike $2 or c2.search_vector @@ ${tsq})))`;
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const substr = `(product_search_text(p.name, p.name_sw, p.features, p.description) ilike $2 or c.name ilike $2)`;
for (const q of process.argv.slice(2)) {
  const t = Date.now();
  const r = await db.query<any>(`select p.slug, ${substr} as sub, round((ts_rank('{0.1,0.2,0.4,1.0}', p.search_vector || c.search_vector, ${tsq}) + word_similarity($1, p.name))::numeric, 3) score
    from products p join categories c on c.id = p.category_id where ${exact} order by score desc, p.is_featured desc, p.created_at desc, p.id desc`, [q, like(q)]);
  const extras = r.rows.filter((x) => !x.sub).map((x) => x.slug);
  console.log(Date.now() - t, JSON.stringify(q), r.rows.length, 'extras:', extras, 'top:', r.rows.slice(0, 5).map((x) => `${x.score} ${x.slug}`).join(' | '));
}
