import { wizardAnalyticsEvent } from './wizard-analytics-event';

const flow = { id: 'pension-age', funnelType: 'mutatie', selfServiceTaskId: 42 } as const;

describe('wizardAnalyticsEvent', () => {
  it('names the funnel, its type and its spec task id', () => {
    expect(wizardAnalyticsEvent(flow, 'start')).toEqual({
      event: 'wizard_start',
      funnel_name: 'pension-age',
      funnel_type: 'mutatie',
      self_service_task_id: 42,
    });
  });

  it('adds the step to a step view', () => {
    expect(
      wizardAnalyticsEvent(flow, 'step_view', {
        id: 'samenvatting',
        title: 'Samenvatting',
        number: 3,
        total: 3,
      }),
    ).toMatchObject({
      event: 'wizard_step_view',
      step_name: 'samenvatting',
      step_title: 'Samenvatting',
      step_number: 3,
      step_total: 3,
    });
  });

  it('leaves the task id out for a flow the spec gives none', () => {
    const event = wizardAnalyticsEvent({ id: 'relocation', funnelType: 'mutatie' }, 'failure');
    expect(event.self_service_task_id).toBeUndefined();
  });
});
