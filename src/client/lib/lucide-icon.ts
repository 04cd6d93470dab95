import { createElement, type SVGProps } from 'react';

// Stands in for lucide-react's icon factory, which every icon module imports (vite.config.ts points them here). Its
// own factory also serves a context provider, absolute and non-scaling strokes and attribute renaming for other
// frameworks, none of which a screen uses, and it rides in the app shell with the header's icons. This one draws the
// same <svg>: lucide-icon.test.tsx renders icons both ways and compares.

/** An icon module's data: its name, the names it had before, and its child elements. */
export interface LucideIconData {
  name: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: string[];
}

export interface LucideProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  color?: string;
}

/** Props that already say what the icon means to a screen reader; without one, the icon is hidden from it. */
const isAccessibleProp = (name: string) => name.startsWith('aria-') || name === 'role' || name === 'title';

export default function createLucideIcon(icon: LucideIconData) {
  const names = [icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`);
  return function LucideIcon({ size = 24, color = 'currentColor', strokeWidth = 2, className = '', children, ...props }: LucideProps) {
    const labelled = Boolean(children) || Object.entries(props).some(([name, value]) => value != null && isAccessibleProp(name));
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        // Each class once, as lucide joins them.
        className: [...new Set(['lucide', ...names, ...className.split(/\s+/)].filter(Boolean))].join(' '),
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
