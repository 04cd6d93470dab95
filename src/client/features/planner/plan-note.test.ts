import { describe, expect, it } from 'vitest';
import { PLAN_NOTE_PATTERN } from '@/shared/reports';
import en from './messages/en.json';
import sw from './messages/sw.json';

// The reports tell planner orders apart by this line in their notes (docs/product.md, "Reports and exports").
describe("an order's plan line", () => {
  it.each([
    ['en', en.planNotesLine, 'https://shop.example/planner?a=Fridge~150~1~24~3'],
    ['sw', sw.planNotesLine, 'https://shop.example/sw/planner?a=Taa~10~4~5~1'],
  ])('in %s is what the reports look for', (_, line, link) => {
    expect(new RegExp(PLAN_NOTE_PATTERN).test(`Call first\n\n${line.replace('{{link}}', link)}`)).toBe(true);
  });

  it('is not any mention of the planner', () => {
    expect(new RegExp(PLAN_NOTE_PATTERN).test('I used https://shop.example/planner?a=1 but no kit')).toBe(false);
  });
});
