import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { FlowDefinition, Progress } from '../../core';
import { useWizardAnalytics, type WizardAnalyticsInput } from './use-wizard-analytics';

const pushed = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('../../../analytics', () => ({
  pushAnalytics: (event: Record<string, unknown>) => pushed.push(event),
}));

const flow = {
  id: 'pension-age',
  funnelType: 'mutatie',
  selfServiceTaskId: 42,
} as unknown as FlowDefinition;
const progressAt = (current: number): Progress => ({
  current,
  total: 2,
  steps: [
    { id: 'kies', title: 't.kies', status: 'current' },
    { id: 'samenvatting', title: 't.samenvatting', status: 'upcoming' },
  ],
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="nl" messages={{ 't.kies': ' Kies ', 't.samenvatting': 'Samenvatting' }}>
    {children}
  </IntlProvider>
);

function walk(off = false) {
  const input: WizardAnalyticsInput = {
    flow,
    stepId: 'kies',
    progress: progressAt(1),
    busy: false,
    done: false,
    off,
  };
  const hook = renderHook((props: WizardAnalyticsInput) => useWizardAnalytics(props), {
    wrapper,
    initialProps: input,
  });
  hook.rerender({ ...input, stepId: 'samenvatting', progress: progressAt(2) });
  return { hook, at: { ...input, stepId: 'samenvatting', progress: progressAt(2) } };
}

describe('useWizardAnalytics', () => {
  beforeEach(() => void pushed.splice(0));

  it('pushes the start, each step view once, the send and its success', () => {
    const { hook, at } = walk();
    hook.rerender({ ...at });
    hook.rerender({ ...at, busy: true });
    hook.rerender({ ...at, busy: true, done: true });
    expect(pushed.map((event) => [event.event, event.step_name])).toEqual([
      ['wizard_start', undefined],
      ['wizard_step_view', 'kies'],
      ['wizard_step_view', 'samenvatting'],
      ['wizard_send', undefined],
      ['wizard_success', undefined],
    ]);
    expect(pushed[1]).toMatchObject({
      funnel_type: 'mutatie',
      self_service_task_id: 42,
      step_title: ' Kies ',
      step_number: 1,
      step_total: 2,
    });
  });

  it('pushes a failure when sending ends without success, and a second send again', () => {
    const { hook, at } = walk();
    hook.rerender({ ...at, busy: true });
    hook.rerender({ ...at, busy: false });
    hook.rerender({ ...at, busy: true });
    expect(pushed.slice(3).map((event) => event.event)).toEqual([
      'wizard_send',
      'wizard_failure',
      'wizard_send',
    ]);
  });

  it('pushes nothing for a preview', () => {
    walk(true);
    expect(pushed).toEqual([]);
  });
});
