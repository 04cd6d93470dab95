import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { localeFromPath } from '@/shared/locale';
import { loadMessages } from './i18n';
import { preloadable } from './preloadable';

const serverPreloads: (() => Promise<unknown>)[] = [];

/** Server rendering draws every such part in full, so their chunks are loaded before it renders. */
export const loadPartsForServer = () => Promise.all(serverPreloads.map((preload) => preload()));

// How far below the screen a part starts loading. Its server HTML is already there, so only its interactivity waits.
const AHEAD = '200px';

/** A button tapped before the part's code had arrived: tapped again for the shopper once the part is hydrated. */
type EarlyTap = HTMLElement | null;

/**
 * A part of the page below the fold (the footer, the lower half of the home page) in a chunk of its own. Its server
 * HTML shows and its links work from the start, but its code is fetched and hydrated only when it comes near the
 * screen: a shopper who reads the top of a page on a slow phone never pays for the rest. A button tapped before then
 * is tapped again once the part has hydrated. Drawn in the browser (no server HTML), it loads at once.
 *
 * `messages` are the catalogs of texts the part shows, fetched with its code (server rendering has every catalog
 * already): a part that suspended again on them while hydrating would lose a tap made in between (React drops it,
 * and the early-tap catcher has already stood down).
 *
 * While it waits, React keeps its server HTML as long as nothing above it changes what it renders: the part takes
 * no props, it is memoised against its parent's re-renders, and no React context above it changes (which is why
 * the theme is a store, not a context).
 */
export function hydrateWhenVisible(load: () => Promise<ComponentType>, messages: readonly string[]): ComponentType {
  const texts = () => (typeof window === 'undefined' ? undefined : loadMessages(localeFromPath(location.pathname).locale, messages));
  const part = preloadable(async () => (await Promise.all([load(), texts()]))[0]);
  // A part whose code or texts cannot arrive (offline) keeps its server HTML, links working, and is fetched again
  // when the connection returns: failing would take the whole page down with it, since it sits outside any screen.
  const preloadWhenOnline = async (): Promise<void> => {
    for (;;) {
      try {
        await part.preload();
        return;
      } catch {
        await new Promise((online) => window.addEventListener('online', online, { once: true }));
      }
    }
  };
  serverPreloads.push(part.preload);
  let wanted!: () => void;
  let loaded = false;
  const ready: Promise<void> = new Promise<void>((resolve) => (wanted = resolve)).then(async () => {
    await preloadWhenOnline();
    loaded = true;
  });

  function Hydrated({ earlyTap }: { earlyTap: RefObject<EarlyTap> }) {
    useEffect(() => {
      const tapped = earlyTap.current;
      earlyTap.current = null;
      if (tapped?.isConnected) tapped.click();
    }, [earlyTap]);
    return <part.Component />;
  }
  // React.lazy keeps the server HTML in place while it waits, and once `ready` has settled renders at once on every
  // later mount too, with nothing but public React API.
  const Waiting = lazy(async () => {
    await ready;
    return { default: Hydrated };
  });

  function WhenVisible() {
    const box = useRef<HTMLDivElement>(null);
    const earlyTap = useRef<EarlyTap>(null);
    useEffect(() => {
      const element = box.current!;
      if (loaded || !element.hasChildNodes()) return void wanted();
      // Heard on the document, ahead of React, which drops a click on a part whose code has not arrived. Once it has,
      // React hydrates the part on the spot and answers the click itself.
      const onClick = (event: MouseEvent) => {
        if (loaded || !(event.target instanceof Element) || !element.contains(event.target)) return;
        earlyTap.current = event.target.closest('button');
        wanted();
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          wanted();
        },
        { rootMargin: `${AHEAD} 0px` },
      );
      observer.observe(element);
      document.addEventListener('click', onClick, true);
      return () => {
        observer.disconnect();
        document.removeEventListener('click', onClick, true);
      };
    }, []);
    return (
      <div ref={box}>
        <Suspense fallback={null}>{typeof window === 'undefined' ? <part.Component /> : <Waiting earlyTap={earlyTap} />}</Suspense>
      </div>
    );
  }
  return memo(WhenVisible);
}
