// The fund search of the checkboxes widget (`ui:options.search`): typing asks the named lookup
// query after a pause, the number of results is announced, and only offered options can be added.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateSession } from '../../../session/session';
import { resetSessionForTest } from '../../../session/test-support';
import { fakeFetch, queryRequest, renderWizard } from '../testing/render-wizard';
import { checkboxesWidget } from './checkboxes-widget';
import type { WidgetProps } from './widget-types';

const Checkboxes = checkboxesWidget.component;
const options = [
  { value: 'F1', label: 'Aandelenfonds' },
  { value: 'F3', label: 'Mixfonds Duurzaam' },
];
const realFetch = window.fetch;

beforeEach(() => {
  resetSessionForTest();
  updateSession({
    authMethod: 'PersonId',
    policyId: 'P1',
    cfData: { accessToken: 'token', tokenType: 'Bearer', expiresAt: Date.now() + 3.6e6 },
  });
});

afterEach(() => {
  window.fetch = realFetch;
});

function show(onChange = vi.fn(), value: unknown = undefined) {
  const props: WidgetProps = {
    id: 'wizard-fondskeuze-funds',
    name: 'funds',
    value,
    schema: {},
    label: 'Fondsen',
    ui: {
      'ui:widget': 'checkboxes',
      'ui:options': {
        search: { query: 'FundVwdLinks', param: 'searchText', value: 'fundId', label: 'fundName' },
      },
    },
    options,
    required: true,
    invalid: false,
    onChange,
    onBlur: vi.fn(),
  };
  renderWizard(<Checkboxes {...props} />, { route: '/' });
  return onChange;
}

describe('checkboxes widget search through the FundVwdLinks query (spec section 7)', () => {
  it('finds offered funds by name and adds the one chosen', async () => {
    const fake = fakeFetch({
      [queryRequest('FundVwdLinks', { searchText: 'Mix' })]: [
        { fundId: 'F3', fundName: 'Mixfonds Duurzaam' },
        { fundId: 'X9', fundName: 'Mixfonds Buiten Regeling' },
      ],
    });
    window.fetch = fake.fetch;
    const user = userEvent.setup();
    const onChange = show();
    await user.type(screen.getByLabelText('Zoek op naam'), 'Mix');
    // One result: the fund the regulations do not offer is not shown.
    expect(await screen.findByText('1 resultaat gevonden')).toBeInTheDocument();
    expect(fake.calls.map((call) => call.request)).toEqual([
      queryRequest('FundVwdLinks', { searchText: 'Mix' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Mixfonds Duurzaam toevoegen' }));
    expect(onChange).toHaveBeenLastCalledWith(['F3']);
  });

  it('waits for two characters and says when nothing is found', async () => {
    const fake = fakeFetch({ [queryRequest('FundVwdLinks', { searchText: 'Zz' })]: [] });
    window.fetch = fake.fetch;
    const user = userEvent.setup();
    show();
    const box = screen.getByLabelText('Zoek op naam');
    await user.type(box, 'Z');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.calls).toEqual([]);
    await user.type(box, 'z');
    expect(await screen.findByText('Geen resultaten gevonden')).toBeInTheDocument();
  });

  it('marks a fund already chosen as chosen instead of adding it again', async () => {
    window.fetch = fakeFetch({
      [queryRequest('FundVwdLinks', { searchText: 'Mix' })]: [
        { fundId: 'F3', fundName: 'Mixfonds Duurzaam' },
      ],
    }).fetch;
    const user = userEvent.setup();
    const onChange = show(vi.fn(), ['F3']);
    await user.type(screen.getByLabelText('Zoek op naam'), 'Mix');
    const chosen = await screen.findByRole('button', { name: 'Mixfonds Duurzaam is gekozen' });
    expect(chosen).toHaveAttribute('aria-disabled', 'true');
    await user.click(chosen);
    await waitFor(() => expect(onChange).not.toHaveBeenCalled());
  });
});
