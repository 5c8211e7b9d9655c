import {
  analyticsPayload,
  loadTagScript,
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

  it('loads no outside script in development or test', () => {
    expect(loadTagScript('https://tags.example/tag.js', 'development')).toBe(false);
    expect(loadTagScript('https://tags.example/tag.js', 'test')).toBe(false);
    expect(loadTagScript(undefined, 'production')).toBe(false);
    expect(document.querySelector('script[data-analytics]')).toBeNull();
  });

  it('loads the tag script once in production', () => {
    expect(loadTagScript('https://tags.example/tag.js', 'production')).toBe(true);
    expect(loadTagScript('https://tags.example/tag.js', 'production')).toBe(false);
    expect(document.querySelectorAll('script[data-analytics="tag"]')).toHaveLength(1);
    document.querySelector('script[data-analytics]')?.remove();
  });
});
