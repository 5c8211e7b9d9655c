// Analytics of spec section 7: every push to `window.dataLayer` carries version 4, the product
// name, the customer segment and (once known) the wtp/wnp label; text values are trimmed.
// The tag script itself is only loaded in production, never in development or test.
import { env, type PortalEnvironment } from '../config/env';

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

/** Pushes one event onto `window.dataLayer`. */
export function pushAnalytics(event: AnalyticsEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(analyticsPayload(event));
}

/** Pushes a page view. */
export function trackPageView(path: string, language: string): void {
  pushAnalytics({ event: 'page_view', page_path: path, page_language: language });
}

/**
 * Loads the tag manager script, in production only and only when its URL is configured.
 * Returns whether a script was added.
 */
export function loadTagScript(
  src: string | undefined = import.meta.env.VITE_TAG_SCRIPT_URL as string | undefined,
  environment: PortalEnvironment = env.environment,
  doc: Document = document,
): boolean {
  if (environment !== 'production' || !src) return false;
  if (doc.querySelector(`script[data-analytics="tag"]`)) return false;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.analytics = 'tag';
  doc.head.appendChild(script);
  return true;
}
