// Analytics of spec section 7: every push to `window.dataLayer` carries version 4, the product
// name, the customer segment and (once known) the wtp/wnp label; text values are trimmed.
// No tag script is loaded: when the configuration switches analytics on, the same events go
// first-party to `/analytics/collect` (collect-sender.ts; docs/adr/0004-analytics-under-csp.md).
import { portalConfig } from '../config/portal-config';
import { collectSender, type CollectSender } from './collect-sender';

export const ANALYTICS_VERSION = 4;
export const PRODUCT_NAME = 'pensioen deelnemersportaal';
/** Customer segment: private individual. */
export const CUSTOMER_SEGMENT = 'particulier';

/** Participant label: wtp (new pension scheme act) or wnp (old). */
export type ParticipantLabel = 'wtp' | 'wnp';

/** Package rule characteristics of spec section 3. */
const WTP_RULE = 'U0711-1002';
const WNP_RULE = 'U0711-1001';

export type AnalyticsValue = string | number | boolean | undefined;
export type AnalyticsEvent = Record<string, AnalyticsValue>;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

let participantLabel: ParticipantLabel | undefined;

/** The wtp/wnp label from the agreement's package rule characteristics (undefined if neither). */
export function participantLabelOf(
  ruleCharacteristics: readonly string[],
): ParticipantLabel | undefined {
  if (ruleCharacteristics.includes(WTP_RULE)) return 'wtp';
  if (ruleCharacteristics.includes(WNP_RULE)) return 'wnp';
  return undefined;
}

/** Remembers the label for later pushes (call once the agreement is known). */
export function setParticipantLabel(label: ParticipantLabel | undefined): void {
  participantLabel = label;
}

/** The object actually pushed: standard fields first, strings trimmed, undefined left out. */
export function analyticsPayload(event: AnalyticsEvent): Record<string, string | number | boolean> {
  const payload: Record<string, string | number | boolean> = {
    analytics_version: ANALYTICS_VERSION,
    product_name: PRODUCT_NAME,
    customer_segment: CUSTOMER_SEGMENT,
  };
  if (participantLabel) payload.participant_type = participantLabel;
  for (const [key, value] of Object.entries(event)) {
    if (value === undefined) continue;
    payload[key] = typeof value === 'string' ? value.trim() : value;
  }
  return payload;
}

/**
 * Pushes one event onto `window.dataLayer` and, with analytics switched on in the configuration,
 * hands it to the first-party sender.
 */
export function pushAnalytics(
  event: AnalyticsEvent,
  sender: () => CollectSender | undefined = configuredSender,
): void {
  const payload = analyticsPayload(event);
  window.dataLayer ??= [];
  window.dataLayer.push(payload);
  sender()?.send(payload);
}

/** The sender when the configuration switches analytics on. */
function configuredSender(): CollectSender | undefined {
  return portalConfig().analytics.enabled ? collectSender() : undefined;
}

/** Pushes a page view. */
export function trackPageView(path: string, language: string): void {
  pushAnalytics({ event: 'page_view', page_path: path, page_language: language });
}
