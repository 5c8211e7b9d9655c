import {
  pensionInfoErrorEffect,
  projectionsDataEffect,
  projectionsErrorEffect,
} from './query-rules';

const URM = { kind: 'accessDenied', code: 'URM', redirect: true };

describe('projections → URM', () => {
  test('error code in the NlUcmCqMessages namespace', () => {
    const body = { errors: [{ code: 'NlUcmCqMessages.ProjectionFailed', message: 'x' }] };
    expect(projectionsErrorEffect({ status: 400, body }, '/')).toEqual(URM);
    expect(projectionsErrorEffect({ status: 400, body: { message: 'x' } }, '/')).toBeUndefined();
  });

  test('answer without paymentCollection', () => {
    const good = {
      nlUcmProjectionsDCCqCollection: [{ groupIdentifier: 'a', paymentCollection: [] }],
    };
    const bad = { nlUcmProjectionsDCCqCollection: [{ groupIdentifier: 'a' }] };
    expect(projectionsDataEffect(good, '/')).toBeUndefined();
    expect(projectionsDataEffect(bad, '/')).toEqual(URM);
    expect(projectionsDataEffect({}, '/')).toEqual(URM);
  });

  test('answer carrying NlUcmCqMessages codes', () => {
    const data = { nlUcmProjectionsDCCqCollection: [], messages: [{ code: 'NlUcmCqMessages.X' }] };
    expect(projectionsDataEffect(data, '/')).toEqual(URM);
  });
});

describe('pension info', () => {
  test('object reference not set → access denied without code', () => {
    const body = { message: 'Object reference not set to an instance of an object.' };
    expect(pensionInfoErrorEffect({ status: 400, body }, '/')).toEqual({
      kind: 'accessDenied',
      redirect: true,
    });
  });

  test('500 value cannot be null → access denied without code', () => {
    const body = { message: "Value cannot be null. (Parameter 'source')" };
    expect(pensionInfoErrorEffect({ status: 500, body }, '/')).toEqual({
      kind: 'accessDenied',
      redirect: true,
    });
    expect(pensionInfoErrorEffect({ status: 400, body }, '/')).toBeUndefined();
  });

  test('other errors are left to be rethrown', () => {
    expect(pensionInfoErrorEffect({ status: 500, body: { message: 'boom' } }, '/')).toBeUndefined();
  });
});
