// Spec section 8, "Handling of answers": one test per row.
import { classifyAnswer, type AnswerContext } from './answer-rules';

const context = (patch: Partial<AnswerContext>): AnswerContext => ({
  status: 500,
  body: undefined,
  requestPath: '/plexus/policies/1',
  currentPath: '/mijn-pensioen',
  environment: 'test',
  maintenanceRedirect: true,
  ...patch,
});

describe('PNA / POH → access denied with that code', () => {
  test.each(['PNA', 'POH'])('%s in the message', (code) => {
    expect(
      classifyAnswer(context({ status: 403, body: { message: `Policy ${code} blocked` } })),
    ).toEqual({
      kind: 'accessDenied',
      code,
      redirect: true,
    });
  });

  test('message read from errors[0].message too', () => {
    const effect = classifyAnswer(context({ status: 400, body: { errors: [{ message: 'POH' }] } }));
    expect(effect).toMatchObject({ kind: 'accessDenied', code: 'POH' });
  });

  test('no redirect from pages that never redirect to access denied', () => {
    for (const currentPath of ['/foutmelding', '/signin-oidc', '/feature-flags']) {
      expect(classifyAnswer(context({ body: { message: 'PNA' }, currentPath }))).toEqual({
        kind: 'accessDenied',
        code: 'PNA',
        redirect: false,
      });
    }
  });
});

describe('503 or backend service unavailable → /onderhoud', () => {
  test('503', () => {
    expect(classifyAnswer(context({ status: 503 }))).toEqual({ kind: 'maintenance' });
  });

  test('backend-service-unavailable message on another status', () => {
    const body = { message: 'Backend service is unavailable' };
    expect(classifyAnswer(context({ status: 500, body }))).toEqual({ kind: 'maintenance' });
  });

  test.each(['/onderhoud', '/foutmelding'])('not when already on %s', (currentPath) => {
    expect(classifyAnswer(context({ status: 503, currentPath }))).toEqual({ kind: 'none' });
  });

  test('production: only with the maintenance-redirect switch on', () => {
    const production = { status: 503, environment: 'production' as const };
    expect(classifyAnswer(context(production))).toEqual({ kind: 'maintenance' });
    expect(classifyAnswer(context({ ...production, maintenanceRedirect: false }))).toEqual({
      kind: 'none',
    });
  });

  test('outside production the switch does not matter', () => {
    expect(classifyAnswer(context({ status: 503, maintenanceRedirect: false }))).toEqual({
      kind: 'maintenance',
    });
  });
});

describe('401 / 500 general exception → access denied without code', () => {
  test('401', () => {
    expect(classifyAnswer(context({ status: 401, body: { message: 'jwt expired' } }))).toEqual({
      kind: 'accessDenied',
      redirect: true,
    });
  });

  test('401 from the messagebox is exempt', () => {
    const effect = classifyAnswer(context({ status: 401, requestPath: '/messagebox/messages/1' }));
    expect(effect).toEqual({ kind: 'none' });
  });

  test('500 with General exception: Error: 10001 and another code', () => {
    const body = { message: 'General exception: Error: 10001 (x)', code: 'Other' };
    expect(classifyAnswer(context({ status: 500, body }))).toEqual({
      kind: 'accessDenied',
      redirect: true,
    });
  });

  test('500 with the general exception code is not redirected', () => {
    const body = { message: 'General exception: Error: 10001', code: 'GeneralException' };
    expect(classifyAnswer(context({ status: 500, body }))).toEqual({ kind: 'none' });
  });

  test('other 500s are not redirected', () => {
    expect(classifyAnswer(context({ status: 500, body: { message: 'boom' } }))).toEqual({
      kind: 'none',
    });
  });
});

test('401 Read only when impersonating → read-only permission modal', () => {
  const body = { message: 'Read only when impersonating' };
  expect(classifyAnswer(context({ status: 401, body }))).toEqual({ kind: 'readOnlyRefused' });
});

describe('400 Geen stub message gevonden → stub error', () => {
  test('first error message', () => {
    const body = {
      errors: [{ message: 'Geen stub message gevonden voor 42-STUB' }, { message: 'x' }],
    };
    expect(
      classifyAnswer(context({ status: 400, body, requestPath: '/plexus/personDetailsQuery' })),
    ).toEqual({
      kind: 'stubError',
      url: '/plexus/personDetailsQuery',
      message: 'Geen stub message gevonden voor 42-STUB',
    });
  });

  test('other 400s do nothing', () => {
    expect(
      classifyAnswer(context({ status: 400, body: { errors: [{ message: 'invalid' }] } })),
    ).toEqual({
      kind: 'none',
    });
  });
});

test('a text body is read as the message', () => {
  expect(classifyAnswer(context({ status: 409, body: 'PNA' }))).toMatchObject({ code: 'PNA' });
});

describe('403 → policy-denied modal with the answer’s code', () => {
  test('the code of the body (an advisor without the member’s permission)', () => {
    const body = { message: 'no permission', code: 'NO_ADVISOR_PERMISSION' };
    expect(classifyAnswer(context({ status: 403, body }))).toEqual({
      kind: 'policyDenied',
      code: 'NO_ADVISOR_PERMISSION',
    });
  });
  test('without a code: the modal without one', () => {
    expect(classifyAnswer(context({ status: 403, body: { message: 'x' } }))).toEqual({
      kind: 'policyDenied',
    });
  });
  test('a 403 naming PNA or POH still goes to access denied with that code', () => {
    const body = { message: 'Policy PNA', code: 'X' };
    expect(classifyAnswer(context({ status: 403, body }))).toMatchObject({
      kind: 'accessDenied',
      code: 'PNA',
    });
  });
});
