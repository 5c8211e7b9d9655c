// @vitest-environment node
import type { FlowDefinition } from '../types/flow';
import { sampleFlow } from '../testing/sample-flow';
import { flagsReadBy } from './flags-read-by';

describe('flagsReadBy', () => {
  it('gives the required flags, then every flag a rule reads in file order, once each', () => {
    const flow: FlowDefinition = {
      ...sampleFlow,
      requiredFlags: ['hasActivePolicy'],
      guards: [
        {
          id: 'pending-choice',
          when: { var: 'permissions.pendingSample' },
          message: 'modal.alreadyHasRequest.text',
        },
        {
          id: 'again',
          when: { and: [{ var: ['permissions.hasActivePolicy', false] }, { var: 'now' }] },
          message: 'modal.alreadyHasRequest.text',
        },
      ],
      derived: { later: { '!': { var: 'permissions.otherFlag' } } },
    };
    expect(flagsReadBy({ flow, uiSchemas: {} })).toEqual([
      'hasActivePolicy',
      'otherFlag',
      'pendingSample',
    ]);
  });

  it('finds flags in ui schema rules, not in element-relative paths', () => {
    const flow: FlowDefinition = { ...sampleFlow, requiredFlags: undefined, guards: [] };
    const uiSchemas = {
      'sample/step.ui.json': {
        field: { 'ui:showIf': { var: 'permissions.shown' } },
        list: { 'ui:showIf': { some: [{ var: 'data.list' }, { var: 'permissions.notAFlag' }] } },
      },
    };
    expect(flagsReadBy({ flow, uiSchemas })).toEqual(['shown']);
  });

  it('finds none in a flow that reads none', () => {
    expect(
      flagsReadBy({ flow: { ...sampleFlow, requiredFlags: [], guards: [] }, uiSchemas: {} }),
    ).toEqual([]);
  });
});
