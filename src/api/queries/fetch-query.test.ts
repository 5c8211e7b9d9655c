import { ApiError, NotFoundError } from '../api-error';
import type { AnswerEffect } from '../errors/effects';
import type { HttpClient } from '../http-client';
import { fetchQuery, QueryNotAvailableError, type FetchQueryDeps } from './fetch-query';

function deps(answer: () => Promise<unknown>) {
  const effects: AnswerEffect[] = [];
  const client = vi.fn(answer) as unknown as HttpClient;
  const value: FetchQueryDeps = {
    client,
    applyEffect: (effect) => effects.push(effect),
    currentPath: () => '/',
  };
  return { deps: value, effects, client };
}

const failure = (status: number, body: unknown) =>
  new ApiError({ status, body, path: '/p', effect: { kind: 'none' } });

test('parses typed answers at the boundary', async () => {
  const answer = { employmentPensionInfoCollection: [{ policyId: 'P1', employerName: 'ACME' }] };
  const { deps: d } = deps(() => Promise.resolve(answer));
  await expect(fetchQuery('PensionInfo', {}, d)).resolves.toEqual(answer);
  const bad = deps(() => Promise.resolve({ employmentPensionInfoCollection: 'no' }));
  await expect(fetchQuery('PensionInfo', {}, bad.deps)).rejects.toThrow(
    'Unexpected answer from PensionInfo',
  );
});

test('pension info error: access denied without code, error rethrown', async () => {
  const error = failure(500, { message: 'Value cannot be null.' });
  const { deps: d, effects } = deps(() => Promise.reject(error));
  await expect(fetchQuery('PensionInfo', {}, d)).rejects.toBe(error);
  expect(effects).toEqual([{ kind: 'accessDenied', redirect: true }]);
});

test('projections without paymentCollection: URM', async () => {
  const { deps: d, effects } = deps(() =>
    Promise.resolve({ nlUcmProjectionsDCCqCollection: [{ groupIdentifier: 'x' }] }),
  );
  await fetchQuery('ProjectionsQuery', { policyId: 'P' }, d);
  expect(effects).toEqual([{ kind: 'accessDenied', code: 'URM', redirect: true }]);
});

test('the inbox list hands its unread messages to the session as it arrives', async () => {
  const { deps: d, effects } = deps(() =>
    Promise.resolve([
      { id: 'M1', status: 'Ongelezen' },
      { id: 'M2', status: 'Gelezen' },
    ]),
  );
  await fetchQuery('Messages', { policyId: 'P' }, d);
  expect(effects).toEqual([
    { kind: 'unreadMessages', messages: [{ id: 'M1', status: 'Ongelezen' }] },
  ]);
});

test("NlWtpInsuredPension failure: 'Failed to get NlWtpInsuredPension'", async () => {
  const { deps: d } = deps(() => Promise.reject(failure(500, { message: 'x' })));
  await expect(fetchQuery('NlWtpInsuredPensionQuery', { policyId: 'P' }, d)).rejects.toThrow(
    'Failed to get NlWtpInsuredPension',
  );
});

test('AllowedFunds: allowedFundsCollection of the unit-link answer (stub README)', async () => {
  const { deps: d } = deps(() => Promise.resolve({ allowedFundsCollection: [{ fundId: 'F1' }] }));
  await expect(fetchQuery('AllowedFunds', { policyId: 'P' }, d)).resolves.toEqual([
    { fundId: 'F1' },
  ]);
});

test('an unavailable query rejects without a request', async () => {
  const { deps: d, client } = deps(() => Promise.resolve({}));
  await expect(fetchQuery('CordData', {} as never, d)).rejects.toBeInstanceOf(
    QueryNotAvailableError,
  );
  expect(client).not.toHaveBeenCalled();
});

test("person query 404: rejects with the 'User not found' text, other failures as they were", async () => {
  const missing = failure(404, { message: 'Person not found', code: 'PERSON_NOT_FOUND' });
  const { deps: d } = deps(() => Promise.reject(missing));
  const error = await fetchQuery('PersonDetails', {}, d).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NotFoundError);
  expect(error).toMatchObject({ messageId: 'modal.userNotFound', cause: missing });
  const other = failure(500, { message: 'boom' });
  await expect(
    fetchQuery('PersonDetails', {}, deps(() => Promise.reject(other)).deps),
  ).rejects.toBe(other);
});
