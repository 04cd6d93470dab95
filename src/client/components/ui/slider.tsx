import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { cn } from '@/client/lib/utils';

interface RangeSliderProps {
  min: number;
  max: number;
  step: number;
  value: [number, number];
  /** Names of the two thumbs, for screen readers. */
  labels: [string, string];
  /** While a thumb moves. */
  onValueChange(value: [number, number]): void;
  /** When a thumb is let go, or when keys that moved it pause (KEY_COMMIT_DELAY_MS). */
  onValueCommit(value: [number, number]): void;
}

// Two native range inputs laid over one track: only their thumbs take the pointer, so each thumb drags its own end.
const input = cn(
  'pointer-events-none absolute inset-0 h-full w-full cursor-pointer appearance-none bg-transparent focus-visible:outline-none',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow',
  '[&::-moz-range-track]:bg-transparent [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background [&::-moz-range-thumb]:shadow',
  'focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-ring focus-visible:[&::-moz-range-thumb]:ring-2 focus-visible:[&::-moz-range-thumb]:ring-ring',
);

// Keys move a thumb on the step grid: an arrow by one step, Page Up/Down by ten, Home and End to the ends.
const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
// A shopper pressing a key several times is still choosing: the range is committed once the keys pause this long.
const KEY_COMMIT_DELAY_MS = 700;

/**
 * A range with two thumbs, built on the browser's range inputs (touch and screen readers come with them; the keys
 * are ours, so that each moves by the step and the two thumbs never cross).
 */
export function RangeSlider({ min, max, step, value, labels, onValueChange, onValueCommit }: RangeSliderProps) {
  const [low, high] = value;
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: [number, number] } | null>(null);
  const commitLater = useRef(onValueCommit);
  useEffect(() => {
    commitLater.current = onValueCommit;
  });
  const flush = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const { value: last } = pending.current;
    pending.current = null;
    commitLater.current(last);
  }, []);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current.timer);
    },
    [],
  );

  // Where a thumb's centre sits: a native thumb (20 px) travels the track's width less its own.
  const centre = (amount: number) => {
    const percent = ((amount - min) / (max - min)) * 100;
    return `calc(${percent}% + ${10 - percent * 0.2}px)`;
  };
  // At the same spot the upper thumb would cover the lower one; near the top end it is the lower one that can move.
  const thumbs = [
    { label: labels[0], amount: low, next: (to: number): [number, number] => [Math.min(to, high), high], onTop: low > min + (max - min) / 2 },
    { label: labels[1], amount: high, next: (to: number): [number, number] => [low, Math.max(to, low)], onTop: false },
  ];
  const moveByKey = (event: KeyboardEvent, amount: number, next: (to: number) => [number, number]) => {
    const steps = KEY_STEPS[event.key];
    const to = event.key === 'Home' ? min : event.key === 'End' ? max : steps === undefined ? undefined : amount + steps * step;
    if (to === undefined) return;
    event.preventDefault();
    const moved = next(Math.min(max, Math.max(min, to)));
    onValueChange(moved);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { value: moved, timer: setTimeout(flush, KEY_COMMIT_DELAY_MS) };
  };
  return (
    // 24 px tall: the thumbs' touch target (WCAG 2.5.8).
    <div className="relative h-6 w-full">
      <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 overflow-hidden rounded-full bg-muted">
        <div className="absolute h-full bg-primary" style={{ left: centre(low), width: `calc(${centre(high)} - ${centre(low)})` }} />
      </div>
      {thumbs.map(({ label, amount, next, onTop }) => (
        <input
          key={label}
          type="range"
          aria-label={label}
          min={min}
          max={max}
          step={step}
          value={amount}
          onChange={(event) => onValueChange(next(Number(event.target.value)))}
          onPointerUp={() => onValueCommit(value)}
          onKeyDown={(event) => moveByKey(event, amount, next)}
          onBlur={flush}
          className={cn(input, onTop && 'z-10')}
        />
      ))}
    </div>
  );
}
