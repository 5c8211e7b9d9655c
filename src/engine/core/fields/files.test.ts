import {
  DEFAULT_MAX_TOTAL_SIZE,
  fileFieldError,
  fileFieldOptions,
  fileProblems,
  formatByteLimit,
  isAcceptedFile,
  withoutFileContents,
} from './files';

const pdf = { name: 'convenant.pdf', size: 1000, type: 'application/pdf', content: 'JVBERi0=' };
const jpeg = { name: 'foto.JPG', size: 2000, type: 'image/jpeg', content: '/9j/' };
const png = { name: 'scan.png', size: 3000, type: 'image/png', content: 'iVBO' };
const word = {
  name: 'brief.docx',
  size: 10,
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  content: 'UEsD',
};
const options = fileFieldOptions({});

describe('fileFieldOptions', () => {
  it('defaults to pdf, jpeg and png below 10 MB', () => {
    expect(options).toEqual({
      accept: ['application/pdf', 'image/jpeg', 'image/png'],
      maxTotalSize: DEFAULT_MAX_TOTAL_SIZE,
    });
  });

  it('reads ui:accept and ui:maxTotalSize', () => {
    expect(fileFieldOptions({ 'ui:accept': ['application/pdf'], 'ui:maxTotalSize': 5000 })).toEqual(
      { accept: ['application/pdf'], maxTotalSize: 5000 },
    );
  });
});

describe('isAcceptedFile', () => {
  it('needs an accepted type and an extension that fits it', () => {
    expect(isAcceptedFile(pdf, options.accept)).toBe(true);
    expect(isAcceptedFile(jpeg, options.accept)).toBe(true);
    expect(isAcceptedFile({ ...jpeg, type: 'image/jpg' }, options.accept)).toBe(true);
    expect(isAcceptedFile(word, options.accept)).toBe(false);
    expect(isAcceptedFile({ ...pdf, name: 'virus.exe' }, options.accept)).toBe(false);
    expect(isAcceptedFile(png, ['application/pdf'])).toBe(false);
  });
});

describe('fileFieldError', () => {
  it('accepts good files and an empty optional field', () => {
    expect(fileFieldError('files', [pdf, jpeg, png], options, true)).toBeUndefined();
    expect(fileFieldError('files', undefined, options, false)).toBeUndefined();
  });

  it('asks for a file when required', () => {
    expect(fileFieldError('files', [], options, true)).toEqual({
      path: 'files',
      messageId: 'validation.file.required',
      values: {},
    });
  });

  it('refuses other types', () => {
    expect(fileFieldError('files', [pdf, word], options, true)?.messageId).toBe(
      'validation.file.type',
    );
  });

  it('refuses a total size at or above the limit, naming the limit', () => {
    expect(
      fileFieldError(
        'files',
        [pdf, { ...png, size: 4000 }],
        { ...options, maxTotalSize: 5000 },
        true,
      ),
    ).toEqual({ path: 'files', messageId: 'validation.file.totalSize', values: { size: '5 kB' } });
    expect(
      fileFieldError('files', [pdf, png], { ...options, maxTotalSize: 5000 }, true),
    ).toBeUndefined();
  });

  it('refuses duplicate names ignoring case and spaces', () => {
    expect(
      fileFieldError('files', [pdf, { ...pdf, name: ' Convenant.PDF' }], options, true)?.messageId,
    ).toBe('validation.file.duplicateName');
  });

  it('asks to add a file again whose content was lost', () => {
    const { content: _, ...lost } = jpeg;
    expect(fileFieldError('files', [pdf, lost], options, true)).toEqual({
      path: 'files',
      messageId: 'wizard.files.contentLost',
      values: { name: 'foto.JPG' },
    });
  });
});

describe('fileProblems', () => {
  it('names the problem of each file', () => {
    const { content: _, ...lost } = png;
    expect(fileProblems([pdf, word, { ...pdf }, lost], options)).toEqual([
      undefined,
      'validation.file.type',
      'validation.file.duplicateName',
      'wizard.files.contentLost',
    ]);
  });
});

describe('withoutFileContents', () => {
  it('keeps a file record without its content when stringified', () => {
    const text = JSON.stringify(
      { answers: { a: { files: [pdf], note: 'x' } } },
      withoutFileContents,
    );
    expect(JSON.parse(text)).toEqual({
      answers: {
        a: { files: [{ name: 'convenant.pdf', size: 1000, type: 'application/pdf' }], note: 'x' },
      },
    });
  });
});

describe('formatByteLimit', () => {
  it('reads as MB, kB or B', () => {
    expect(formatByteLimit(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatByteLimit(5000)).toBe('5 kB');
    expect(formatByteLimit(12)).toBe('12 B');
  });
});
