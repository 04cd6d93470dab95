import type { KeyboardEvent } from 'react';
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
  /** When a thumb is let go, or moved with the keyboard. */
  onValueCommit(value: [number, number]): void;
}

// Two native range inputs laid over one track: only their thumbs take the pointer, so each thumb drags its own end.
const input = cn(
  'pointer-events-none absolute inset-0 h-full w-full cursor-pointer appearance-none bg-transparent focus-visible:outline-none',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow',
  '[&::-moz-range-track]:bg-transparent [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background [&::-moz-range-thumb]:shadow',
  'focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-ring focus-visible:[&::-moz-range-thumb]:ring-2 focus-visible:[&::-moz-range-thumb]:ring-ring',
);

const COMMIT_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/** A range with two thumbs, built on the browser's range inputs (keyboard, touch and screen readers come with them). */
export function RangeSlider({ min, max, step, value, labels, onValueChange, onValueCommit }: RangeSliderProps) {
  const [low, high] = value;
  // Where a thumb's centre sits: a native thumb (20 px) travels the track's width less its own.
  const centre = (amount: number) => {
    const percent = ((amount - min) / (max - min)) * 100;
    return `calc(${percent}% + ${10 - percent * 0.2}px)`;
  };
  const commit = () => onValueCommit(value);
  const commitKey = (event: KeyboardEvent) => COMMIT_KEYS.has(event.key) && commit();
  // At the same spot the upper thumb would cover the lower one; near the top end it is the lower one that can move.
  const thumbs = [
    { label: labels[0], amount: low, next: (to: number): [number, number] => [Math.min(to, high), high], onTop: low > min + (max - min) / 2 },
    { label: labels[1], amount: high, next: (to: number): [number, number] => [low, Math.max(to, low)], onTop: false },
  ];
  return (
    <div className="relative h-5 w-full">
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
          onPointerUp={commit}
          onKeyUp={commitKey}
          className={cn(input, onTop && 'z-10')}
        />
      ))}
    </div>
  );
}
