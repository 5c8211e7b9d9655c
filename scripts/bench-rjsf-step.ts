// What the RJSF page of `npm run bench` shows (bench/rjsf/): the first step of a bench journey as
// react-jsonschema-form takes it, made from our own flow, step schema and ui schema files, with the
// message ids resolved to the Dutch texts (RJSF has no react-intl). Written as JSON beside the
// page, so the page carries nothing of the engine and one page serves every journey.
// A field the flow shows only on a condition (`ui:showIf`) is left out, as it is not on the first
// screen; so are the portal's own keywords, which RJSF does not know (`errorMessage`, the
// `ui:…If` rules, `ui:format`), and `$schema`: RJSF's ajv8 validator speaks draft-07.
import { readFileSync } from 'node:fs';
import type { ValuePaths } from './bench-rjsf-message';

/** One piece of a step's content, in the order the flow lists it. */
export type RjsfContent =
  | {
      /** A paragraph. */
      type: 'text';
      /** The Dutch message, its `{…}` arguments filled in by the page from the data. */
      text: string;
      /** Where each argument's value comes from. */
      values: ValuePaths;
    }
  | {
      /** A bulleted list. */
      type: 'list';
      /** Its items. */
      items: string[];
    }
  | {
      /** More help, folded away (a disclosure). */
      type: 'help';
      /** What the disclosure shows while folded. */
      title: string;
      /** The paragraphs it unfolds. */
      items: string[];
    };

/** The first step of a journey, ready for the RJSF page. */
export interface RjsfStep {
  /** The wizard's title (the page's heading). */
  flowTitle: string;
  /** The flow's step id, the `data-step` the bench's probe waits for. */
  stepId: string;
  /** The step's heading. */
  title: string;
  /** Texts, lists and help above the form. */
  content: RjsfContent[];
  /** The step's JSON schema as RJSF takes it (an empty object for a step without fields). */
  schema: Record<string, unknown>;
  /** The step's ui schema as RJSF takes it, the submit button's text included. */
  uiSchema: Record<string, unknown>;
}

type Json = Record<string, unknown>;
type Messages = Record<string, string>;

const text = (messages: Messages, id: unknown) =>
  typeof id === 'string' ? (messages[id] ?? id) : '';

/** JSON-logic `{ "var": "a.b" }` → "a.b"; anything else has no path the page can read. */
function varPaths(values: unknown): ValuePaths {
  const paths: ValuePaths = {};
  for (const [name, rule] of Object.entries((values ?? {}) as Json)) {
    const path = (rule as Json | null)?.var;
    if (typeof path === 'string') paths[name] = path;
  }
  return paths;
}

/** The step's content; a piece shown on a condition is left out (it is not on every first screen). */
function contentOf(items: unknown, messages: Messages): RjsfContent[] {
  const out: RjsfContent[] = [];
  for (const item of (items ?? []) as Json[]) {
    if (item.showIf !== undefined) continue;
    const listed = ((item.items ?? []) as unknown[]).map((id) => text(messages, id));
    if (item.type === 'text')
      out.push({ type: 'text', text: text(messages, item.text), values: varPaths(item.values) });
    else if (item.type === 'list') out.push({ type: 'list', items: listed });
    else if (item.type === 'help')
      out.push({ type: 'help', title: text(messages, item.title), items: listed });
  }
  return out;
}

/** RJSF's widget for ours; undefined lets RJSF choose by the schema's type. */
const WIDGETS: Record<string, string> = {
  radio: 'radio',
  select: 'select',
  checkbox: 'checkbox',
  textarea: 'textarea',
  date: 'date',
  checkboxes: 'checkboxes',
};

/**
 * A schema property with its titles in Dutch and without the portal's keywords. A choice of
 * strings without a `type` gets `type: 'string'`: RJSF picks the field by the type, and our
 * schemas leave it to the choices.
 */
function propertyOf(property: Json, messages: Messages): Json {
  const { errorMessage: _message, title, oneOf, ...rest } = property;
  const strings =
    Array.isArray(oneOf) && oneOf.every((choice) => typeof (choice as Json).const === 'string');
  return {
    ...(rest.type === undefined && strings && { type: 'string' }),
    ...rest,
    ...(title !== undefined && { title: text(messages, title) }),
    ...(Array.isArray(oneOf) && {
      oneOf: (oneOf as Json[]).map((choice) => ({
        ...choice,
        ...(choice.title !== undefined && { title: text(messages, choice.title) }),
      })),
    }),
  };
}

function formOf(schema: Json, ui: Json, messages: Messages, next: string) {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const shown = Object.keys(properties).filter(
    (name) => (ui[name] as Json | undefined)?.['ui:showIf'] === undefined,
  );
  const fieldUi: Json = {};
  for (const name of shown) {
    const own = (ui[name] ?? {}) as Json;
    const widget = WIDGETS[own['ui:widget'] as string];
    fieldUi[name] = {
      ...(widget && { 'ui:widget': widget }),
      ...(own['ui:help'] !== undefined && { 'ui:help': text(messages, own['ui:help']) }),
    };
  }
  const order = ui['ui:order'] as string[] | undefined;
  return {
    schema: {
      type: 'object',
      required: ((schema.required ?? []) as string[]).filter((name) => shown.includes(name)),
      properties: Object.fromEntries(
        shown.map((name) => [name, propertyOf(properties[name]!, messages)]),
      ),
    },
    uiSchema: {
      ...fieldUi,
      ...(order && { 'ui:order': order.filter((name) => name === '*' || shown.includes(name)) }),
      'ui:submitButtonOptions': { submitText: next },
    },
  };
}

/**
 * The step `stepId` of flow `flowId` for the RJSF page. `read` reads a JSON file by its path from
 * the project's root (injected so the tests can read the real files).
 */
export function rjsfStep(
  flowId: string,
  stepId: string,
  read: (path: string) => unknown = (path) => JSON.parse(readFileSync(path, 'utf8')),
): RjsfStep {
  const flow = read(`flows/${flowId}.flow.json`) as { title: string; steps: Json[] };
  const messages = read('locales/nl-NL.json') as Messages;
  const step = flow.steps.find((candidate) => candidate.id === stepId);
  if (!step) throw new Error(`${flowId} has no step ${stepId}`);
  const next = text(messages, 'wizard.next');
  const { schema, uiSchema } =
    typeof step.schema === 'string'
      ? formOf(
          read(`schemas/${step.schema}`) as Json,
          (typeof step.uiSchema === 'string' ? read(`schemas/${step.uiSchema}`) : {}) as Json,
          messages,
          next,
        )
      : {
          schema: { type: 'object', properties: {} },
          uiSchema: { 'ui:submitButtonOptions': { submitText: next } },
        };
  return {
    flowTitle: text(messages, flow.title),
    stepId,
    title: text(messages, step.title),
    content: contentOf(step.content, messages),
    schema,
    uiSchema,
  };
}
