import type { Locale } from './locale';
import type { PageHead } from './page-head';

/**
 * What server rendering of a page answers (src/client/entry-server.tsx, loaded by src/server/web/ssr.ts, which never
 * imports client source). `State` is the dehydrated query cache: the client knows its type, the server only passes it on.
 */
export type RenderResult<State = unknown> =
  /**
   * `modules`: the source paths of the page's own code and texts, whose chunks the page should preload.
   * `locale`: the language the address names, which the page's `lang`, head and alternates follow.
   */
  | { kind: 'page'; status: number; html: string; head: PageHead; state: State; modules: string[]; locale: Locale }
  /**
   * `state`: who the visitor is, so the browser need not ask (a signed-out visitor would get a 401 logged), and what
   * the header shows. `modules` as for a page: the screen's code and texts are fetched with the app's, not after it.
   * `head`: the site's title and description in the page's language, and the screen's own address.
   */
  | { kind: 'client-only'; head: PageHead; state: State; modules: string[]; locale: Locale }
  /**
   * An address kept for old links (`/product/{slug}`): `location` is the screen's own address, in the language the
   * address named, which the server answers with a permanent redirect whatever spelling the route matched.
   */
  | { kind: 'redirect'; location: string; locale: Locale };
