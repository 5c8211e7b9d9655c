import { faultCatalogue } from './catalogue';
import { declaredFaults, faultAnswer, pathMatches } from './match';
import { RuntimeFaults } from './runtime';

describe('pathMatches', () => {
  it('matches case-insensitively with * for any run of characters', () => {
    expect(pathMatches('/plexus/*', '/Plexus/personalPensionAgeCommand')).toBe(true);
    expect(
      pathMatches('/plexus/policies/*', '/plexus/policies/123/portfolio-investment-profiles'),
    ).toBe(true);
    expect(pathMatches('/plexus/policies/*', '/plexus/personDetailsQuery')).toBe(false);
    expect(
      pathMatches('/plexus/employmentPensionInfoQuery', '/plexus/employmentpensioninfoquery/'),
    ).toBe(true);
    expect(pathMatches('/a.b', '/aXb')).toBe(false);
  });
});

describe('declared and runtime faults', () => {
  it('fills in default paths and skips unknown kinds', () => {
    expect(declaredFaults('p', [{ fault: 'poh' }, { fault: 'nope' }])).toEqual([
      { persona: 'p', fault: 'poh', path: '/plexus/policies/*' },
    ]);
  });

  it('answers the first matching fault', () => {
    const answer = faultAnswer(declaredFaults('p', [{ fault: 'maintenance' }]), 'GET', '/plexus/x');
    expect(answer?.status).toBe(503);
    expect(
      faultAnswer(declaredFaults('p', [{ fault: 'maintenance' }]), 'GET', '/messagebox/x'),
    ).toBeUndefined();
  });

  it('keeps one runtime fault per persona and kind, and clears selectively', () => {
    const faults = new RuntimeFaults();
    faults.set('a', 'pna');
    faults.set('a', 'pna', '/x');
    faults.set('a', 'poh');
    faults.set('b', 'pna');
    expect(faults.for('a')).toHaveLength(2);
    expect(faults.clear('a', 'poh')).toBe(1);
    expect(faults.for('a')).toEqual([{ persona: 'a', fault: 'pna', path: '/x' }]);
    expect(faults.clear()).toBe(2);
  });

  it('leaves reads alone for a kind that hits writes only', () => {
    const faults = [{ persona: 'p', fault: 'field-error' as const, path: '/plexus/*', field: 'a' }];
    expect(faultAnswer(faults, 'GET', '/plexus/x')).toBeUndefined();
    expect(faultAnswer(faults, 'POST', '/plexus/x')?.status).toBe(400);
  });

  it('removes one runtime fault that has fired', () => {
    const faults = new RuntimeFaults();
    const fired = faults.set('a', 'field-error', undefined, { field: 'x', code: 'REQUIRED' });
    faults.set('a', 'pna');
    expect(fired).toEqual({
      persona: 'a',
      fault: 'field-error',
      path: '/plexus/*',
      field: 'x',
      code: 'REQUIRED',
    });
    expect(faults.remove(fired)).toBe(true);
    expect(faults.remove(fired)).toBe(false);
    expect(faults.list().map((f) => f.fault)).toEqual(['pna']);
  });

  it('every fault kind answers with a message or a projections body', () => {
    for (const kind of Object.values(faultCatalogue)) {
      const { body } = kind.answer({ method: 'GET', path: '/plexus/policies/1' });
      expect('message' in body || 'nlUcmProjectionsDCCqCollection' in body).toBe(true);
    }
  });
});
