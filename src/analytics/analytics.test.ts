// @vitest-environment jsdom
import {
  analyticsPayload,
  participantLabelOf,
  pushAnalytics,
  setParticipantLabel,
  trackPageView,
} from './analytics';

describe('analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
    setParticipantLabel(undefined);
  });

  it('pushes version 4, the product name and the customer segment with every event', () => {
    pushAnalytics({ event: 'click', label: '  Extra inleggen  ', count: 2, skipped: undefined });
    expect(window.dataLayer).toEqual([
      {
        analytics_version: 4,
        product_name: 'pensioen deelnemersportaal',
        customer_segment: 'particulier',
        event: 'click',
        label: 'Extra inleggen',
        count: 2,
      },
    ]);
  });

  it('labels wtp and wnp participants', () => {
    expect(participantLabelOf(['U0711-1002'])).toBe('wtp');
    expect(participantLabelOf(['X', 'U0711-1001'])).toBe('wnp');
    expect(participantLabelOf([])).toBeUndefined();
    setParticipantLabel('wtp');
    expect(analyticsPayload({ event: 'x' })).toMatchObject({ participant_type: 'wtp' });
  });

  it('tracks page views', () => {
    trackPageView('/postvak', 'nl');
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'page_view',
      page_path: '/postvak',
      page_language: 'nl',
    });
  });

  it('hands every pushed event to the sender when one is switched on', () => {
    const sent: Record<string, unknown>[] = [];
    const sender = { send: (event: Record<string, unknown>) => sent.push(event), flush: () => {} };
    pushAnalytics({ event: 'click', label: ' x ' }, () => sender);
    pushAnalytics({ event: 'other' }, () => undefined);
    expect(sent).toEqual([window.dataLayer?.[0]]);
    expect(window.dataLayer).toHaveLength(2);
  });

  it('adds no script element to the page', () => {
    trackPageView('/', 'nl');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
