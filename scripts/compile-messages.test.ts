// @vitest-environment node
import { TYPE } from '@formatjs/icu-messageformat-parser';
import nl from 'virtual:compiled-messages/nl-NL';
import nlFlows from 'virtual:compiled-messages/nl-NL/flows';
import nlPages from 'virtual:compiled-messages/nl-NL/pages';
import enPensionAge from 'virtual:compiled-messages/en-GB/flows/pension-age';
import nlPensionAge from 'virtual:compiled-messages/nl-NL/flows/pension-age';
import { flowMessageLoaders } from 'virtual:flow-messages';
import enSource from '../locales/en-GB.json';
import source from '../locales/nl-NL.json';
import {
  bundleMessages,
  bundleOf,
  CORE_MESSAGE_PREFIXES,
  compiledMessages,
  compileMessages,
  flowMessagesSource,
} from './compile-messages';
import { flowMessageIds } from './flow-message-ids';
import { diskTree, flowFiles, repoRoot } from './flows-files';

/** The compiled texts of `ids` in a locale file, the core ids (loaded already) left out. */
const only = (messages: Record<string, string>, ids: readonly string[]) =>
  compileMessages(
    Object.fromEntries(
      ids.filter((id) => bundleOf(id) !== 'core').map((id) => [id, messages[id] as string]),
    ),
  );

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

describe('virtual:compiled-messages/<locale>/flows/<flowId>', () => {
  it("serves the texts flow-message-ids chooses for the flow, in each locale, and no page's", () => {
    const tree = diskTree(repoRoot);
    expect(nlPensionAge).toEqual(
      only(source, flowMessageIds(tree, 'pension-age', Object.keys(source))),
    );
    expect(enPensionAge).toEqual(
      only(enSource, flowMessageIds(tree, 'pension-age', Object.keys(enSource))),
    );
    expect(Object.keys(nlPensionAge)).toEqual(
      expect.arrayContaining(['flow.pension-age.title', 'wizard.next', 'validation.required']),
    );
    // Used by the flow, but in the core.
    expect(Object.keys(nlPensionAge)).not.toContain('modal.alreadyHasRequest.text');
    expect(Object.keys(enPensionAge)).toEqual(Object.keys(nlPensionAge));
    const others = Object.keys(nlPensionAge).filter(
      (id) => !/^(flow\.pension-age\.|wizard\.|validation\.)/.test(id),
    );
    expect(others).toEqual([]);
  });

  it('has a loader per flow file and locale, each giving that module', async () => {
    const ids = flowFiles()
      .map((file) => file.replace(/^.*[\\/]/, '').replace('.flow.json', ''))
      .sort();
    expect(Object.keys(flowMessageLoaders).sort()).toEqual(ids);
    for (const loaders of Object.values(flowMessageLoaders))
      expect(Object.keys(loaders).sort()).toEqual(['en-GB', 'nl-NL']);
    expect((await flowMessageLoaders['pension-age']!['nl-NL']!()).default).toEqual(nlPensionAge);
  });

  it('writes each loader as a dynamic import of the flow module, so each is its own chunk', () => {
    expect(flowMessagesSource(['a-b'], ['nl-NL', 'en-GB'])).toBe(
      'export const flowMessageLoaders = {\n' +
        '  "a-b": { "nl-NL": () => import("virtual:compiled-messages/nl-NL/flows/a-b"), ' +
        '"en-GB": () => import("virtual:compiled-messages/en-GB/flows/a-b") },\n};\n',
    );
  });

  it('fails the build for a flow no file claims, and for a bundle under another than flows', async () => {
    const plugin = compiledMessages();
    const load = plugin.load as unknown as (this: unknown, id: string) => Promise<unknown>;
    const context = {
      addWatchFile: () => undefined,
      error: (message: string) => {
        throw new Error(message);
      },
    };
    await expect(
      load.call(context, '\0virtual:compiled-messages/nl-NL/flows/no-such-flow'),
    ).rejects.toThrow('Unknown flow in virtual:compiled-messages/nl-NL/flows/no-such-flow');
    await expect(
      load.call(context, '\0virtual:compiled-messages/nl-NL/pages/pension-age'),
    ).rejects.toThrow('Unknown bundle in virtual:compiled-messages/nl-NL/pages/pension-age');
  });
});
