import { render } from '@testing-library/react';
import { insertedStyleLength } from '../testing/inserted-styles';
import { Icon } from './icon';
import { iconPaths, type IconName } from './icon-paths';

describe('Icon', () => {
  it.each(Object.keys(iconPaths) as IconName[])(
    '%s: its drawing on the 24-point grid, hidden from assistive technology',
    (name) => {
      const { container } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(svg?.querySelector('path')).toHaveAttribute('d', iconPaths[name]);
    },
  );

  it('takes its look from a static stylesheet and computes no styles', () => {
    render(<Icon name="menu" />);
    expect(insertedStyleLength()).toBe(0);
  });
});
