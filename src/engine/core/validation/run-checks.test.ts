// @vitest-environment node
import type { LogicScope } from '../types/context';
import { runChecks } from './run-checks';

const scope = (amount: unknown): LogicScope => ({
  answers: { step: { amount } },
  data: { Limits: { min: 100, max: 5000 } },
  permissions: {},
  session: {},
  now: '2026-11-21',
  derived: {},
});

const checks = [
  {
    field: 'amount',
    valid: { '>=': [{ var: 'answers.step.amount' }, { var: 'data.Limits.min' }] },
    message: 'validation.min',
    values: { amount: { var: 'data.Limits.min' }, ignored: { var: 'data.Limits' } },
  },
  {
    field: 'amount',
    valid: { '<=': [{ var: 'answers.step.amount' }, { var: 'data.Limits.max' }] },
    message: 'validation.tooMuch',
  },
];

describe('runChecks', () => {
  it('reports the first failing check of a field with its values', () => {
    expect(runChecks(checks, { amount: 50 }, scope(50), new Set())).toEqual([
      { path: 'amount', messageId: 'validation.min', values: { amount: 100 } },
    ]);
    expect(runChecks(checks, { amount: 6000 }, scope(6000), new Set())).toEqual([
      { path: 'amount', messageId: 'validation.tooMuch', values: {} },
    ]);
  });

  it('passes good values, and skips empty or skipped fields', () => {
    expect(runChecks(checks, { amount: 500 }, scope(500), new Set())).toEqual([]);
    expect(runChecks(checks, {}, scope(undefined), new Set())).toEqual([]);
    expect(runChecks(checks, { amount: 50 }, scope(50), new Set(['amount']))).toEqual([]);
  });
});
