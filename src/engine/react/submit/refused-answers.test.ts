import { ApiError } from '../../../api';
import { sampleContext, sampleResources } from '../../core/testing/sample-flow';
import { commandRequest } from '../testing/render-wizard';
import { refusedAnswers } from './refused-answers';

const refusal = (errors: unknown[]) =>
  new ApiError({
    status: 400,
    body: { message: 'refused', errors },
    path: commandRequest('personalPensionAgeCommand').split(' ')[1] ?? '',
    effect: { kind: 'none' },
  });

const context = sampleContext({
  answers: { kies: { type: 'b', years: 60 }, extra: { note: 'x' }, info: {}, samenvatting: {} },
});

describe('refusedAnswers', () => {
  it('gives the earliest step with a refused answer and one message per field there', () => {
    const found = refusedAnswers(
      sampleResources,
      context,
      refusal([
        { field: 'note', code: 'REQUIRED' },
        { field: 'type', code: 'INVALID_VALUE' },
        { field: 'type', code: 'REQUIRED' },
        { field: 'policyId', code: 'INVALID_VALUE' },
      ]),
    );
    expect(found).toEqual({
      stepId: 'kies',
      errors: [{ path: 'type', messageId: 'validation.server.invalidValue', values: {} }],
    });
  });

  it('maps codes it does not know to the general message', () => {
    expect(
      refusedAnswers(sampleResources, context, refusal([{ field: 'note', code: 'VALIDATION' }])),
    ).toEqual({
      stepId: 'extra',
      errors: [{ path: 'note', messageId: 'validation.server.invalidValue', values: {} }],
    });
  });

  it('finds nothing when no refused field comes from an answer, or nothing names a field', () => {
    expect(
      refusedAnswers(sampleResources, context, refusal([{ field: 'policyId', code: 'REQUIRED' }])),
    ).toBeUndefined();
    expect(refusedAnswers(sampleResources, context, refusal([]))).toBeUndefined();
    expect(refusedAnswers(sampleResources, context, new Error('offline'))).toBeUndefined();
  });
});
