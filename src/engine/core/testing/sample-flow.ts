/**
 * A small flow with every step kind, for the core's unit tests: resources compiled with ajv the
 * test-time way, and a context builder.
 */
import type { FlowContext } from '../types/context';
import type { FlowDefinition } from '../types/flow';
import type { FlowResources, JsonSchema, UiSchema } from '../types/schema';
import { compileValidators } from '../validation/create-ajv';

export const sampleFlow: FlowDefinition = {
  id: 'sample',
  route: '/zelf-regelen/voorbeeld/wijzigen',
  successRoute: '/zelf-regelen/voorbeeld/succes',
  funnelType: 'mutatie',
  selfServiceTaskId: 1,
  title: 'flow.sample.title',
  requiredFlags: ['hasActivePolicy'],
  queries: ['PolicyDetails'],
  derived: {
    limit: { var: 'data.PolicyDetails.limit' },
    chosen: { var: 'answers.kies.type' },
  },
  guards: [
    {
      id: 'pending-choice',
      when: { '!!': [{ var: 'data.PolicyDetails.pendingRequestCollection' }] },
      title: 'modal.alreadyHasRequest.title',
      message: 'modal.alreadyHasRequest.text',
    },
  ],
  steps: [
    {
      id: 'kies',
      kind: 'form',
      title: 'flow.sample.kies.title',
      schema: 'sample/kies.schema.json',
      uiSchema: 'sample/kies.ui.json',
      checks: [
        {
          field: 'amount',
          valid: { '<=': [{ var: 'answers.kies.amount' }, { var: 'derived.limit' }] },
          message: 'validation.tooMuch',
          values: { amount: { var: 'derived.limit' } },
        },
      ],
    },
    {
      id: 'extra',
      kind: 'form',
      title: 'flow.sample.extra.title',
      showIf: { '==': [{ var: 'answers.kies.type' }, 'b'] },
      schema: 'sample/extra.schema.json',
    },
    {
      id: 'info',
      kind: 'info',
      title: 'flow.sample.info.title',
      query: {
        name: 'ScenarioProjections',
        params: {
          scenario: { policyId: { var: 'session.policyId' }, type: { var: 'derived.chosen' } },
        },
      },
      content: [
        {
          type: 'text',
          text: 'flow.sample.info.intro',
          values: { limit: { var: 'derived.limit' } },
        },
        {
          type: 'text',
          text: 'flow.sample.info.onlyB',
          showIf: { '==': [{ var: 'derived.chosen' }, 'b'] },
        },
        {
          type: 'table',
          caption: 'flow.sample.info.caption',
          columns: [{ label: 'flow.sample.info.current' }, { label: 'flow.sample.info.new' }],
          rows: [
            {
              label: 'flow.sample.info.amount',
              format: 'currency',
              cells: [
                { var: 'data.ScenarioProjections.current' },
                { var: 'data.ScenarioProjections.new' },
              ],
            },
            {
              label: 'flow.sample.info.hidden',
              showIf: false,
              cells: [1, 2],
            },
          ],
        },
        { type: 'list', items: ['flow.sample.info.a', 'flow.sample.info.b'] },
        { type: 'help', title: 'flow.sample.help.title', items: ['flow.sample.help.one'] },
      ],
    },
    {
      id: 'samenvatting',
      kind: 'summary',
      title: 'flow.sample.summary.title',
      declaration: { label: 'flow.sample.summary.declaration' },
      items: [
        {
          label: 'flow.sample.summary.type',
          value: { var: 'derived.chosen' },
          format: 'message',
          valueLabels: { a: 'flow.sample.type.a', b: 'flow.sample.type.b' },
        },
        { label: 'flow.sample.summary.never', value: 1, showIf: false },
      ],
    },
  ],
  submit: {
    command: 'personalPensionAgeCommand',
    body: {
      policyId: { var: 'session.policyId' },
      type: { var: 'answers.kies.type' },
      years: {
        if: [{ '==': [{ var: 'answers.kies.type' }, 'c'] }, { var: 'answers.kies.years' }, null],
      },
      note: { var: 'answers.extra.note' },
    },
    report: {
      name: 'personalPensionAge',
      params: { id: { var: 'session.policyId' } },
      body: { policyId: { var: 'session.policyId' }, fixed: { $literal: { var: 'not logic' } } },
    },
  },
  nothingChanged: { '==': [{ var: 'answers.kies.type' }, { var: 'data.PolicyDetails.type' }] },
};

export const sampleSchemas: Record<string, JsonSchema> = {
  'sample/kies.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    required: ['type'],
    properties: {
      type: {
        title: 'flow.sample.field.type',
        oneOf: [
          { const: 'a', title: 'flow.sample.type.a' },
          { const: 'b', title: 'flow.sample.type.b' },
          { const: 'c', title: 'flow.sample.type.c' },
        ],
        errorMessage: 'validation.required',
      },
      years: {
        title: 'flow.sample.field.years',
        type: 'integer',
        minimum: 55,
        maximum: 75,
        errorMessage: {
          type: 'validation.number',
          minimum: 'validation.range',
          maximum: 'validation.range',
        },
      },
      amount: { title: 'flow.sample.field.amount', type: 'number', exclusiveMinimum: 0 },
    },
    errorMessage: { required: { type: 'validation.required' } },
  },
  'sample/extra.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    required: ['note'],
    properties: { note: { title: 'flow.sample.field.note', type: 'string', minLength: 1 } },
  },
};

export const sampleUiSchemas: Record<string, UiSchema> = {
  'sample/kies.ui.json': {
    $schema: '../meta/ui.schema.json',
    'ui:order': ['type', 'years', 'amount'],
    type: {
      'ui:widget': 'radio',
      'ui:optionShowIf': { b: { var: 'permissions.allowB' } },
      'ui:format': 'message',
    },
    years: {
      'ui:showIf': { '==': [{ var: 'answers.kies.type' }, 'c'] },
      'ui:requiredIf': { '==': [{ var: 'answers.kies.type' }, 'c'] },
    },
    amount: { 'ui:widget': 'currency', 'ui:format': 'currency', 'ui:summary': true },
  },
};

/** The sample flow with ajv-compiled validators. */
export const sampleResources: FlowResources = {
  flow: sampleFlow,
  schemas: sampleSchemas,
  uiSchemas: sampleUiSchemas,
  validators: compileValidators(sampleSchemas),
};

/** A context for the sample flow; `overrides` replace top-level parts. */
export function sampleContext(overrides: Partial<FlowContext> = {}): FlowContext {
  return {
    answers: {},
    data: { PolicyDetails: { limit: 1000, type: 'a', pendingRequestCollection: [] } },
    permissions: { hasActivePolicy: true, allowB: true },
    session: { policyId: 'P1', personId: '20045871' },
    now: '2026-11-21T10:00:00+01:00',
    ...overrides,
  };
}
