// Spec sections 4, 7 and 9, wizard analytics: a whole journey through a wizard pushes its start,
// each step view, the send and how it ended to the data layer, with the funnel type, the flow, the
// self-service task id where spec section 9 gives one (none otherwise), the wtp/wnp participant
// label and the spec's common fields; with analytics switched on the same events reach the tag
// service first-party (docs/adr/0004-analytics-under-csp.md).
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { flowFile, flowFixtures, openWizard, walkFixture } from './support/flows';
import { stubUrl } from './support/lanes';
import { signInAsPersona } from './support/sign-in';
import { resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

type Event = Record<string, unknown>;

/** The wizard events in the page's data layer, oldest first. */
const wizardEvents = (page: Page): Promise<Event[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Event[] }).dataLayer ?? []).filter((event) =>
      String(event.event).startsWith('wizard_'),
    ),
  );

/** Switches analytics on in the configuration the portal loads. */
async function analyticsOn(page: Page): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { analytics: { enabled: boolean } };
    config.analytics.enabled = true;
    await route.fulfill({ response, json: config });
  });
}

const common = {
  analytics_version: 4,
  product_name: 'pensioen deelnemersportaal',
  customer_segment: 'particulier',
};

test('§4 §7 §9 a pension-age journey pushes start, step views, send and success with funnel type, task id 42 and the wnp label, and sends them first-party', async ({
  page,
  request,
}) => {
  const flow = flowFile('pension-age');
  const fixture = flowFixtures('pension-age').find((entry) => entry.file === 'agreement.json')!;
  await analyticsOn(page);
  await page.clock.setFixedTime(new Date(fixture.now));
  await signInAsPersona(page, fixture.persona);
  await openWizard(page, flow);
  await expectAccessible(page);
  const { outcome, visited } = await walkFixture(page, flow, fixture);
  expect(outcome).toBe('success');

  const funnel = { funnel_name: 'pension-age', funnel_type: 'mutatie', self_service_task_id: 42 };
  const events = await wizardEvents(page);
  expect(events.map((event) => [event.event, event.step_name])).toEqual([
    ['wizard_start', undefined],
    ...visited.map((step) => ['wizard_step_view', step]),
    ['wizard_send', undefined],
    ['wizard_success', undefined],
  ]);
  for (const event of events) expect(event).toMatchObject({ ...common, ...funnel });
  // The label arrives with the agreement; from the send on it is there in any case.
  expect(events.at(-1)).toMatchObject({ participant_type: 'wnp' });
  for (const [index] of visited.entries())
    expect(events[index + 1]).toMatchObject({ step_number: index + 1 });
  // Texts go trimmed: no step title starts or ends with white space.
  for (const event of events.filter((entry) => entry.step_title !== undefined))
    expect(String(event.step_title)).toBe(String(event.step_title).trim());
  await expectAccessible(page);

  const received = async (): Promise<Event[]> =>
    ((await (await request.get(`${stubUrl()}/__stub/analytics`)).json()) as { events: Event[] }[])
      .flatMap((batch) => batch.events)
      .filter((event) => String(event.event).startsWith('wizard_'));
  await expect
    .poll(async () => (await received()).map((event) => event.event))
    .toEqual(events.map((event) => event.event));
  expect(await received()).toEqual(events);
});
