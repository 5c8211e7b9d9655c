import { ApiError } from '../api-error';
import { NO_EFFECT } from './effects';
import { fieldRefusals } from './field-refusals';

const refused = (status: number, body: unknown) =>
  new ApiError({ status, body, path: '/plexus/updatePersonCommand', effect: NO_EFFECT });

describe('fieldRefusals', () => {
  it('reads every field a 400 answer refuses, in order', () => {
    const error = refused(400, {
      message: 'No valid BSN number',
      code: 'VALIDATION',
      errors: [
        {
          field: 'partnerDetailsInfo.basicPersonInfo.centralRegistration',
          code: 'INVALID_BSN',
          message: 'No valid BSN number',
        },
        { message: 'not about a field' },
        { field: 'documents.1', code: 'FILE_TYPE' },
      ],
    });
    expect(fieldRefusals(error)).toEqual([
      {
        field: 'partnerDetailsInfo.basicPersonInfo.centralRegistration',
        code: 'INVALID_BSN',
        message: 'No valid BSN number',
      },
      { field: 'documents.1', code: 'FILE_TYPE', message: '' },
    ]);
  });

  it('reads the ApiError a command failure wraps', () => {
    const cause = refused(400, { message: 'x', errors: [{ field: 'a', code: 'REQUIRED' }] });
    expect(fieldRefusals(new Error('Failed to send', { cause }))).toEqual([
      { field: 'a', code: 'REQUIRED', message: '' },
    ]);
  });

  it('finds none in other answers', () => {
    expect(fieldRefusals(refused(500, { errors: [{ field: 'a' }] }))).toEqual([]);
    expect(fieldRefusals(refused(400, { message: 'bad body' }))).toEqual([]);
    expect(fieldRefusals(refused(400, 'text'))).toEqual([]);
    expect(fieldRefusals(refused(400, { errors: [{ field: ' ' }, null, 'x'] }))).toEqual([]);
    expect(fieldRefusals(new Error('offline'))).toEqual([]);
  });
});
