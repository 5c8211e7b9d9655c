import { validateFiles } from './files';

const pdf = { name: 'loonstrook.pdf', size: 1000, type: 'application/pdf' };
const jpeg = { name: 'foto.JPG', size: 2000, type: 'image/jpeg' };
const png = { name: 'scan.png', size: 3000, type: 'image/png' };
const rules = { maxTotalBytes: 10_000, required: true };

describe('validateFiles', () => {
  it('accepts pdf, jpeg and png below the total limit', () => {
    expect(validateFiles([pdf, jpeg, png], rules)).toEqual([]);
    expect(validateFiles([{ ...jpeg, name: 'foto.jpeg' }], rules)).toEqual([]);
  });

  it('asks for a file when required', () => {
    expect(validateFiles([], rules)).toEqual(['validation.file.required']);
    expect(validateFiles([], { ...rules, required: false })).toEqual([]);
  });

  it('refuses other types by MIME type and by extension', () => {
    const word = {
      name: 'brief.docx',
      size: 10,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
    expect(validateFiles([pdf, word], rules)).toEqual(['validation.file.type']);
    expect(validateFiles([{ ...pdf, name: 'brief.exe' }], rules)).toEqual(['validation.file.type']);
    expect(validateFiles([{ ...pdf, type: 'application/octet-stream' }], rules)).toEqual([
      'validation.file.type',
    ]);
    expect(validateFiles([{ ...pdf, name: 'loonstrook' }], rules)).toEqual([
      'validation.file.type',
    ]);
  });

  it('refuses a MIME type that does not match the extension', () => {
    expect(validateFiles([{ ...png, type: 'application/pdf' }], rules)).toEqual([
      'validation.file.type',
    ]);
  });

  it('needs the total size below the limit', () => {
    expect(validateFiles([{ ...pdf, size: 9_999 }], rules)).toEqual([]);
    expect(validateFiles([{ ...pdf, size: 10_000 }], rules)).toEqual(['validation.file.totalSize']);
    expect(
      validateFiles(
        [
          { ...pdf, size: 6_000 },
          { ...png, size: 4_000 },
        ],
        rules,
      ),
    ).toEqual(['validation.file.totalSize']);
  });

  it('refuses duplicate names, ignoring case', () => {
    expect(validateFiles([pdf, { ...pdf, name: 'Loonstrook.PDF' }], rules)).toEqual([
      'validation.file.duplicateName',
    ]);
  });

  it('reports every broken rule once, in a fixed order', () => {
    const exe = { name: 'a.exe', size: 6_000, type: 'application/x-msdownload' };
    expect(validateFiles([exe, exe], rules)).toEqual([
      'validation.file.type',
      'validation.file.totalSize',
      'validation.file.duplicateName',
    ]);
  });
});
