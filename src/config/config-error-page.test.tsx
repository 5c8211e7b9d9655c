import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigError } from './load-config';
import { ConfigErrorPage, configErrorDetails, configErrorIntls } from './config-error-page';

describe('the configuration error page', () => {
  it('says in Dutch and in English that the portal cannot start, with a retry', async () => {
    const onRetry = vi.fn();
    const intls = await configErrorIntls();
    expect(intls.map((intl) => intl.locale)).toEqual(['nl-NL', 'en-GB']);
    render(
      <ConfigErrorPage
        intls={intls}
        details={['supportPhone: is required in acceptance and production']}
        onRetry={onRetry}
      />,
    );
    const page = screen.getByTestId('config-error');
    const dutch = screen.getByRole('heading', {
      level: 1,
      name: 'Het pensioenportaal kan nu niet starten',
    });
    expect(dutch.closest('section')).toHaveAttribute('lang', 'nl');
    const english = screen.getByRole('heading', {
      level: 2,
      name: 'The pension portal cannot start right now',
    });
    expect(english.closest('section')).toHaveAttribute('lang', 'en');
    expect(page).toHaveTextContent('Probeer het later opnieuw.');
    expect(page).toHaveTextContent('Please try again later.');
    expect(within(page).getByText(/^supportPhone: is required/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen / Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the Dutch part alone when only Dutch is there', async () => {
    const [dutch] = await configErrorIntls();
    render(<ConfigErrorPage intls={[dutch!]} details={[]} />);
    expect(screen.getAllByRole('heading')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it("lists a ConfigError's lines, or any other error as it is", () => {
    expect(configErrorDetails(new ConfigError('missing', ['answered HTTP 404']))).toEqual([
      'answered HTTP 404',
    ]);
    expect(configErrorDetails(new Error('boom'))).toEqual(['Error: boom']);
  });
});
