/**
 * A one-step flow with a field of each normalised kind (BSN, postcode, e-mail, plain text) and a
 * conditional field, for the core's store-time normalisation tests.
 */
import type { FlowDefinition, StepDefinition } from '../types/flow';
import type { FlowResources, JsonSchema } from '../types/schema';
import { compileValidators } from '../validation/create-ajv';

const schema: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['bsn', 'name'],
  properties: {
    bsn: { title: 't.bsn', type: 'string', format: 'bsn' },
    postcode: { title: 't.postcode', type: 'string', format: 'postcode' },
    email: { title: 't.email', type: 'string', format: 'portal-email' },
    name: { title: 't.name', type: 'string', minLength: 2 },
    count: { title: 't.count', type: 'integer' },
    note: { title: 't.note', type: 'string' },
  },
};

/** The form step: `note` shows only for the name `Jan`; `bsn` must differ from `data.own`. */
export const personStep: StepDefinition = {
  id: 'persoon',
  kind: 'form',
  title: 't.title',
  schema: 'test/persoon.schema.json',
  uiSchema: 'test/persoon.ui.json',
  checks: [
    {
      field: 'bsn',
      valid: { '!': { same_bsn: [{ var: 'answers.persoon.bsn' }, { var: 'data.own' }] } },
      message: 'validation.bsn.samePerson',
    },
  ],
};

const flow: FlowDefinition = {
  id: 'person',
  route: '/test/persoon',
  successRoute: '/test/persoon/gelukt',
  funnelType: 'mutatie',
  selfServiceTaskId: 1,
  title: 't.flow',
  queries: [],
  steps: [personStep],
  submit: { command: 'updatePersonCommand', body: { bsn: { var: 'answers.persoon.bsn' } } },
};

/** The flow's resources, compiled with ajv the test-time way. */
export const personResources: FlowResources = {
  flow,
  schemas: { 'test/persoon.schema.json': schema },
  uiSchemas: {
    'test/persoon.ui.json': {
      note: { 'ui:showIf': { '==': [{ var: 'answers.persoon.name' }, 'Jan'] } },
    },
  },
  validators: compileValidators({ 'test/persoon.schema.json': schema }),
};
