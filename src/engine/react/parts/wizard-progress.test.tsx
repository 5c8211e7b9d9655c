// The progress list: the position sentence and the steps, the current one marked; a step change
// renders only the steps whose status changed.
import { render, screen } from '@testing-library/react';
import { createIntl, RawIntlProvider } from 'react-intl';
import type { Progress } from '../../core';
import { WizardProgress } from './wizard-progress';

const ids = ['een', 'twee', 'drie', 'vier'];

function at(current: number): Progress {
  return {
    current,
    total: ids.length,
    steps: ids.map((id, i) => ({
      id,
      title: `step.${id}`,
      status: i + 1 < current ? 'done' : i + 1 === current ? 'current' : 'upcoming',
    })),
  };
}

const intl = createIntl({
  locale: 'nl-NL',
  messages: {
    'wizard.progress.label': 'Voortgang',
    'wizard.progress.count': 'Stap {current} van {total}',
    'wizard.progress.done': '(afgerond)',
    ...Object.fromEntries(ids.map((id) => [`step.${id}`, id])),
  },
});

it('names the position and marks the current step and the finished ones', () => {
  render(
    <RawIntlProvider value={intl}>
      <WizardProgress progress={at(3)} />
    </RawIntlProvider>,
  );
  expect(screen.getByRole('navigation', { name: 'Voortgang' })).toHaveTextContent('Stap 3 van 4');
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'een (afgerond)',
    'twee (afgerond)',
    'drie',
    'vier',
  ]);
  expect(items[2]).toHaveAttribute('aria-current', 'step');
});

it('renders again only the two steps whose status a step change changes', () => {
  const { rerender } = render(
    <RawIntlProvider value={intl}>
      <WizardProgress progress={at(2)} />
    </RawIntlProvider>,
  );
  const format = vi.spyOn(intl, 'formatMessage');
  rerender(
    <RawIntlProvider value={intl}>
      <WizardProgress progress={at(3)} />
    </RawIntlProvider>,
  );
  const titles = format.mock.calls
    .map((call: unknown[]) => (call[0] as { id?: string }).id)
    .filter((id) => id?.startsWith('step.'));
  expect(titles.sort()).toEqual(['step.drie', 'step.twee']);
  format.mockRestore();
});
