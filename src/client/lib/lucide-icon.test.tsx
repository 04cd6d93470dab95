import * as circleExclamationPoint from 'lucide-react/icons/circle-exclamation-point';
import * as sun from 'lucide-react/icons/sun';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type LucideIconData, type LucideProps } from './lucide-icon';

// Node loads lucide-react itself here (the build's plugin that points its icons at our factory does not run on
// dependencies in tests), so each icon module's default export is lucide's own component, drawn from the same data.
type IconModule = { default: ComponentType<LucideProps>; __iconData: LucideIconData };
const modules = [sun, circleExclamationPoint] as unknown as IconModule[];

const cases: LucideProps[] = [
  {},
  { className: 'size-4 text-primary' },
  { className: ' size-4  size-4 lucide ' },
  { 'aria-hidden': 'true', className: 'size-5' },
  { 'aria-label': 'Close' },
  { role: 'img' },
  { size: 16, color: 'red', strokeWidth: 1.5 },
  { width: 20, stroke: 'blue', fill: 'currentColor', 'data-testid': 'icon' } as LucideProps,
  { children: createElement('title', null, 'Warning') },
];

describe('createLucideIcon', () => {
  it('is compared with lucide-react’s own component, not with itself', () => {
    for (const module of modules) expect((module.default as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.forward_ref'));
  });

  it.each(modules.flatMap((module) => cases.map((props) => [module.__iconData.name, module, props] as const)))('draws %s as lucide-react does, given %o', (_name, module, props) => {
    const ours = createLucideIcon(module.__iconData);
    expect(renderToStaticMarkup(createElement(ours, props))).toBe(renderToStaticMarkup(createElement(module.default, props)));
  });
});
