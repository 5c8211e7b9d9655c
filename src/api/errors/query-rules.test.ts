import {
  messagesDataEffect,
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

describe('inbox list → unread messages in the session', () => {
  test('the unread ones, in the order of the answer; read and malformed entries left out', () => {
    const list = [
      { id: '3', status: 'Ongelezen', subject: 'c' },
      { id: '2', status: 'Gelezen', subject: 'b' },
      { id: 7, status: 'Ongelezen' },
      null,
      { id: '1', status: 'Ongelezen' },
    ];
    expect(messagesDataEffect(list)).toEqual({
      kind: 'unreadMessages',
      messages: [
        { id: '3', status: 'Ongelezen' },
        { id: '1', status: 'Ongelezen' },
      ],
    });
  });

  test('an answer that is not a list means none unread', () => {
    expect(messagesDataEffect({ message: 'x' })).toEqual({ kind: 'unreadMessages', messages: [] });
  });
});
