// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRuleFile, withoutNotes } from './rule-notes';

describe('rule files without their notes (build)', () => {
  it('drops $schema and every description, at any depth, and keeps the rules', () => {
    const file = {
      $schema: './x.schema.json',
      flags: {
        a: { description: 'Why', needs: ['Settings'], rule: { '==': [{ var: 'description' }, 1] } },
        b: { rule: [{ description: 'nested' }, true] },
      },
    };
    expect(JSON.parse(withoutNotes(JSON.stringify(file)))).toEqual({
      flags: {
        a: { needs: ['Settings'], rule: { '==': [{ var: 'description' }, 1] } },
        b: { rule: [{}, true] },
      },
    });
  });

  it.each(['definitions', 'permissions', 'policy-status', 'pending-choice'])(
    'rules/%s.json keeps every rule and loses at least a quarter of its size',
    (name) => {
      const source = readFileSync(`rules/${name}.json`, 'utf8');
      const stripped = withoutNotes(source);
      expect(stripped).not.toContain('"description"');
      expect(stripped).not.toContain('$schema');
      const count = (json: string) => (json.match(/"(rule|when|code)":/g) ?? []).length;
      expect(count(stripped)).toBeGreaterThan(0);
      expect(count(stripped)).toBe(count(source));
      expect(stripped.length).toBeLessThan(JSON.stringify(JSON.parse(source)).length * 0.75);
    },
  );

  it('applies to the rule files, not to their schemas or other JSON', () => {
    expect(isRuleFile('/app/rules/permissions.json')).toBe(true);
    expect(isRuleFile('C:\\app\\rules\\definitions.json')).toBe(true);
    expect(isRuleFile('/app/rules/permissions.schema.json')).toBe(false);
    expect(isRuleFile('/app/locales/nl-NL.json')).toBe(false);
    expect(isRuleFile('/app/flows/pension-age.flow.json')).toBe(false);
  });
});
