// @vitest-environment node
// The accrual-manner flow's projection-check guard (spec section 4). The route gate
// (allowAccrualChange) keeps these members from the wizard in the browser, so no flow fixture can
// show the guard; this replays it headless against the stub personas instead.
import { guardResult, type FlowContext } from '../src/engine/core';
import { flowResources } from 'virtual:compiled-flows';
import { personaApi } from './fixtures/flows/stub-queries';

async function contextFor(personaId: string, projectionCheck?: string): Promise<FlowContext> {
  const { flow } = await flowResources('accrual-manner');
  const stub = personaApi(personaId);
  const data: Record<string, unknown> = {};
  for (const name of flow.queries) data[name] = await stub.query(name);
  if (projectionCheck)
    data.ProjectionsQuery = {
      ...(data.ProjectionsQuery as object),
      projectionCheckResult: { code: projectionCheck },
    };
  return {
    answers: {},
    data,
    permissions: {},
    session: { policyId: stub.policyId, personId: stub.personId, locale: 'nl-NL' },
    now: '2026-11-21T10:00:00+01:00',
  };
}

describe('accrual-manner: an accrual decision is allowed if OK, or NA with an active gross cover', () => {
  it('lets member-active in (NA, active, gross investment cover)', async () => {
    const { flow } = await flowResources('accrual-manner');
    expect(guardResult(flow, await contextFor('member-active'))).toBeNull();
  });

  it('blocks a NOK projection check', async () => {
    const { flow } = await flowResources('accrual-manner');
    expect(guardResult(flow, await contextFor('member-active', 'NOK'))?.id).toBe(
      'accrual-not-allowed',
    );
  });

  it('blocks NA without a gross investment or guaranteed cover (member-pure-net)', async () => {
    const { flow } = await flowResources('accrual-manner');
    expect(guardResult(flow, await contextFor('member-pure-net'))?.id).toBe('accrual-not-allowed');
  });

  it('lets OK in even without a gross cover', async () => {
    const { flow } = await flowResources('accrual-manner');
    expect(guardResult(flow, await contextFor('member-pure-net', 'OK'))).toBeNull();
  });
});
