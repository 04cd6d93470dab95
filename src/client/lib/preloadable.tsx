import { lazy, type ComponentType } from 'react';

/**
 * A component in its own chunk that, once the chunk is loaded, renders at once. React.lazy alone suspends on its
 * first render even when the chunk is already there, and React then holds the reveal back for a few hundred
 * milliseconds: a hydrating page would suspend, and a toast shown just before a redirect would lose its time on screen.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk lost on a dropped connection is fetched again next time.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloadable, preload };
}
