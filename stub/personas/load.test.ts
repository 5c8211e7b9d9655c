import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPersonas, PersonaFileError } from './load';

const realDir = fileURLToPath(new URL('.', import.meta.url));

/** A temp folder with the schema and the base member, plus the given files. */
function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'personas-'));
  copyFileSync(join(realDir, 'persona.schema.json'), join(dir, 'persona.schema.json'));
  copyFileSync(join(realDir, 'base-member.json'), join(dir, 'base-member.json'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(
      join(dir, name),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    );
  return dir;
}

const persona = (id: string, overrides: unknown, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'member',
  description: 'test persona',
  extends: 'base-member',
  overrides,
  ...extra,
});

function loadError(dir: string): PersonaFileError {
  try {
    loadPersonas(dir);
  } catch (error) {
    if (error instanceof PersonaFileError) return error;
    throw error;
  }
  throw new Error('expected a PersonaFileError');
}

describe('loadPersonas', () => {
  it('loads every persona file of the real folder, base files left out', () => {
    const store = loadPersonas(realDir);
    expect(store.list().length).toBeGreaterThanOrEqual(32);
    expect(store.has('base-member')).toBe(false);
    expect(store.list()[0]?.id).toBe('member-active');
  });

  it('names the file and the JSON path of a bad enum value in the overrides', () => {
    const dir = folder({
      'member-wtp.json': persona('member-wtp', {
        pensions: [{ policy: { lifePolicyStatus: { code: 'ACTIVE' } } }],
      }),
    });
    const error = loadError(dir);
    expect(error.file).toMatch(/member-wtp\.json$/);
    expect(error.path).toBe('/overrides/pensions/0/policy/lifePolicyStatus/code');
    expect(error.message).toContain(
      'member-wtp.json: /overrides/pensions/0/policy/lifePolicyStatus/code',
    );
    expect(error.message).toContain(
      'must be one of REG, PAID, END, PHOL, RET, DEC, DIS, SPL, LEAV',
    );
  });

  it('names the path of an error in a base file', () => {
    const base = JSON.parse(readFileSync(join(realDir, 'base-member.json'), 'utf8'));
    base.pensions[0].personalPensionAge.personalPensionAge.month = 12;
    const dir = folder({ 'base-member.json': base });
    expect(loadError(dir).message).toMatch(
      /base-member\.json: \/pensions\/0\/personalPensionAge\/personalPensionAge\/month must be <= 11/,
    );
  });

  it('reports unknown properties, missing fields and invalid JSON', () => {
    expect(
      loadError(folder({ 'x.json': persona('x', { pensions: [{ policy: { colour: 'red' } }] }) }))
        .message,
    ).toContain('x.json: /overrides/pensions/0/policy/colour is not a known property');
    const noDescription = { id: 'y', kind: 'member', extends: 'base-member', overrides: {} };
    expect(loadError(folder({ 'y.json': noDescription })).message).toContain(
      'y.json: /description is required',
    );
    expect(loadError(folder({ 'z.json': '{ "id": ' })).message).toMatch(
      /z\.json: \(file\) is not valid JSON/,
    );
  });

  it('refuses a file whose id differs from its name, or that extends an unknown file', () => {
    expect(loadError(folder({ 'a.json': persona('b', {}) })).message).toContain(
      'a.json: /id must equal the file name (a)',
    );
    expect(
      loadError(folder({ 'a.json': { ...persona('a', {}), extends: 'nope' } })).message,
    ).toContain('a.json: /extends names an unknown persona file nope');
  });

  it('wants data under overrides in a file that extends another', () => {
    expect(loadError(folder({ 'a.json': persona('a', {}, { person: {} }) })).message).toContain(
      'a.json: /person belongs under /overrides',
    );
  });

  it('refuses a BSN that fails the eleven-test', () => {
    const overrides = {
      person: { personDetailsInfo: { basicPersonInfo: { centralRegistration: '123456789' } } },
    };
    expect(loadError(folder({ 'a.json': persona('a', overrides) })).message).toContain(
      'a.json: /overrides/person/personDetailsInfo/basicPersonInfo/centralRegistration 123456789 fails the eleven-test',
    );
  });

  it('refuses two personas with the same person id', () => {
    const error = loadError(folder({ 'a.json': persona('a', {}), 'b.json': persona('b', {}) }));
    expect(error.message).toContain('repeats person id 20045871 of a');
  });

  it('refuses impersonation of a persona that does not exist', () => {
    const advisor = JSON.parse(readFileSync(join(realDir, 'staff-1.json'), 'utf8'));
    expect(
      loadError(folder({ 'staff-1.json': { ...advisor, impersonates: 'ghost' } })).message,
    ).toContain('staff-1.json: /impersonates must name a member persona (got ghost)');
  });

  describe('advisor permissions', () => {
    const advisorFile = () => JSON.parse(readFileSync(join(realDir, 'advisor-1.json'), 'utf8'));
    const staffFile = () => JSON.parse(readFileSync(join(realDir, 'staff-1.json'), 'utf8'));
    const permission = (to: string, relatesTo: string, permissionId = 'PERM-1') => ({
      permissionId,
      to,
      relatesTo,
      createdAt: '2025-04-02T10:12:00+02:00',
    });
    const withPermissions = (...permissions: unknown[]) =>
      folder({
        'member-a.json': persona('member-a', { permissions }),
        'advisor-1.json': { ...advisorFile(), impersonates: 'member-a' },
        'staff-1.json': { ...staffFile(), impersonates: 'member-a' },
      });

    it('loads a permission for an advisor company and the member’s employer', () => {
      const store = loadPersonas(withPermissions(permission('7300518', '4100123')));
      expect(store.find('member-a')?.permissions).toHaveLength(1);
    });

    it('refuses a permission for a company no advisor persona has', () => {
      expect(loadError(withPermissions(permission('7300999', '4100123'))).message).toContain(
        'member-a.json: /overrides/permissions/0/to names no advisor company of an advisor persona (got 7300999)',
      );
    });

    it('refuses a permission for an employer the member does not work for', () => {
      expect(loadError(withPermissions(permission('7300518', '4100877'))).message).toContain(
        'member-a.json: /overrides/permissions/0/relatesTo is not an employer of this member (got 4100877',
      );
    });

    it('refuses the same advisor company and employer twice', () => {
      const twice = withPermissions(
        permission('7300518', '4100123'),
        permission('7300518', '4100123', 'PERM-2'),
      );
      expect(loadError(twice).message).toContain(
        'member-a.json: /overrides/permissions/1 repeats the permission 7300518→4100123',
      );
    });

    it('refuses company ids that are not numbers (schema)', () => {
      expect(loadError(withPermissions(permission('Van Dam', '4100123'))).message).toContain(
        'member-a.json: /overrides/permissions/0/to',
      );
    });
  });
});
