import { hidesTooltip, TOOLTIP_SMALL_SCREEN_QUERY } from './tooltip-rules';

describe('hidesTooltip', () => {
  it('hides on scroll and touch at 768 px or less only', () => {
    expect(hidesTooltip('scroll', true)).toBe(true);
    expect(hidesTooltip('touch', true)).toBe(true);
    expect(hidesTooltip('scroll', false)).toBe(false);
    expect(hidesTooltip('touch', false)).toBe(false);
    expect(TOOLTIP_SMALL_SCREEN_QUERY).toBe('(max-width: 768px)');
  });

  it('hides on Escape on any screen', () => {
    expect(hidesTooltip('escape', false)).toBe(true);
  });
});
