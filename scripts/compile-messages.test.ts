// @vitest-environment node
import { TYPE } from '@formatjs/icu-messageformat-parser';
import nl from 'virtual:compiled-messages/nl-NL';
import nlFlows from 'virtual:compiled-messages/nl-NL/flows';
import nlPages from 'virtual:compiled-messages/nl-NL/pages';
import source from '../locales/nl-NL.json';
import { bundleMessages, CORE_MESSAGE_PREFIXES, compileMessages } from './compile-messages';

describe('compileMessages', () => {
  it('parses every message to its ICU AST', () => {
    const compiled = compileMessages({
      plain: 'Hallo',
      count: '{n, plural, one {# ding} other {# dingen}}',
    });
    expect(compiled.plain).toEqual([{ type: TYPE.literal, value: 'Hallo' }]);
    expect(compiled.count?.[0]?.type).toBe(TYPE.plural);
  });

  it('parses number skeletons, which the runtime cannot do without the parser', () => {
    const [element] = compileMessages({ amount: '{a, number, ::currency/EUR}' }).amount ?? [];
    expect(element).toMatchObject({
      type: TYPE.number,
      style: { parsedOptions: { currency: 'EUR' } },
    });
  });

  it('fails on invalid ICU syntax or a non-string, naming the file and the message', () => {
    expect(() => compileMessages({ broken: 'Hallo {naam' }, 'nl-NL.json')).toThrow(
      'nl-NL.json: message broken is not valid ICU syntax',
    );
    expect(() => compileMessages({ nested: { a: 'b' } }, 'x.json')).toThrow(
      'x.json: message nested is not a string',
    );
  });
});

describe('virtual:compiled-messages', () => {
  it("serves the locale file, compiled, split into the core ids, the wizards' and the rest", () => {
    expect(nl).toEqual(compileMessages(bundleMessages(source, 'core')));
    expect(nlPages).toEqual(compileMessages(bundleMessages(source, 'pages')));
    expect(nlFlows).toEqual(compileMessages(bundleMessages(source, 'flows')));
    expect({ ...nl, ...nlPages, ...nlFlows }).toEqual(compileMessages(source));
    for (const id of Object.keys(nl)) {
      expect(
        CORE_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix)),
        id,
      ).toBe(true);
    }
    expect(Object.keys(nlFlows)).toContain('flow.pension-age.title');
    expect(Object.keys(nlFlows).every((id) => id.startsWith('flow.'))).toBe(true);
    expect(Object.keys(nlPages)).toContain('page.myPension.amount.chart.caption');
    expect(Object.keys(nlPages).some((id) => id.startsWith('flow.'))).toBe(false);
  });
});
