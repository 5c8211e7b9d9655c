import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insertedStyleLength } from '../testing/inserted-styles';
import { renderWithPortal } from '../testing/render';
import { Button } from './button';

describe('Button', () => {
  it('calls onClick when not loading', async () => {
    const onClick = vi.fn();
    renderWithPortal(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner, sets aria-busy and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    renderWithPortal(
      <Button loading onClick={onClick}>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-size="sm"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a loading submit button does not submit its form again', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithPortal(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submit submits and reset resets the enclosing form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithPortal(
      <form onSubmit={onSubmit}>
        <label>
          Name <input name="name" defaultValue="" />
        </label>
        <Button type="reset" variant="secondary">
          Reset
        </Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    const input = screen.getByLabelText('Name');
    await userEvent.type(input, 'Jansen');
    expect(input).toHaveValue('Jansen');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an icon-only button is named by its label', () => {
    renderWithPortal(<Button iconOnly icon={<svg />} label="Sluiten" />);
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  });

  it('a disabled button cannot be clicked', async () => {
    const onClick = vi.fn();
    renderWithPortal(
      <Button disabled onClick={onClick}>
        Go
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a loading link does not navigate', async () => {
    const onClick = vi.fn();
    renderWithPortal(
      <Button to="/contact" loading onClick={onClick}>
        Contact
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('link style renders a router link', () => {
    renderWithPortal(<Button to="/contact">Contact</Button>);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it.each(['primary', 'secondary', 'tertiary', 'brand', 'text'] as const)(
    'renders the %s variant, compact and full width',
    (variant) => {
      renderWithPortal(
        <Button variant={variant} compact fullWidth>
          {variant}
        </Button>,
      );
      const button = screen.getByRole('button', { name: variant });
      expect(button).toHaveAttribute('data-variant', variant);
      expect(button).toHaveAttribute('data-compact', 'true');
      expect(button).toHaveAttribute('data-full-width', 'true');
      expect(getComputedStyle(button).width).toBe('100%');
    },
  );

  it('takes its look from its stylesheet: rendering inserts no styles', () => {
    const { rerender } = renderWithPortal(<Button>Warm-up</Button>);
    const before = insertedStyleLength();
    rerender(
      <>
        {(['primary', 'secondary', 'tertiary', 'brand', 'text'] as const).map((variant) => (
          <Button key={variant} variant={variant} compact={variant === 'brand'}>
            {variant}
          </Button>
        ))}
        <Button iconOnly label="Sluiten" icon={<svg />} />
        <Button loading>Bezig</Button>
        <Button to="/contact">Contact</Button>
        <Button href="/print">Print</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'primary' })).toHaveClass(/button/);
    expect(insertedStyleLength()).toBe(before);
  });
});
