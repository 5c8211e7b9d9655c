// @vitest-environment node
// Spec section 4, pending choice: every wizard decides it with its area's flag of
// rules/pending-choice.json, the flag its area page reads too, and none with a condition of its own.
import { collectVars } from '../src/engine/core/logic';
import { flowIds, flowResources } from 'virtual:compiled-flows';
import { pendingChoiceFlagNames } from '../src/permissions/pending-choice';

/** The pending-choice guard of each flow that has one: the flags its rule reads. */
async function pendingGuards() {
  const guards = new Map<string, string[]>();
  for (const flowId of flowIds) {
    const { flow } = await flowResources(flowId);
    const guard = flow.guards?.find((candidate) => candidate.id === 'pending-choice');
    if (guard) guards.set(flowId, collectVars(guard.when));
  }
  return guards;
}

describe('pending-choice guards', () => {
  it('read one pending-choice flag each, and each flag guards one wizard', async () => {
    const guards = await pendingGuards();
    const flags = [...guards.values()].map((vars) => {
      expect(vars).toHaveLength(1);
      return vars[0]?.replace(/^permissions\./, '');
    });
    expect(flags.sort()).toEqual([...pendingChoiceFlagNames].sort());
  });

  it.each(flowIds)('%s: no rule reads the pending requests or trades itself', async (flowId) => {
    const { flow } = await flowResources(flowId);
    const text = JSON.stringify(flow);
    expect(text).not.toMatch(/pendingRequestCollection/);
    expect(text).not.toMatch(/"data\.PendingTrades/);
  });
});
