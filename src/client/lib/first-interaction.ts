/**
 * Runs `run` once, at the shopper's first tap or key press (or any other of `events`): for work that the first
 * paint and hydration need not wait for, and that a visitor who only looks never pays for. Returns a function that
 * stops waiting.
 */
export function onFirstInteraction(run: () => void, events: readonly string[] = ['pointerdown', 'keydown']): () => void {
  const fire = () => {
    stop();
    run();
  };
  const stop = () => events.forEach((type) => removeEventListener(type, fire, true));
  events.forEach((type) => addEventListener(type, fire, { capture: true, passive: true }));
  return stop;
}
