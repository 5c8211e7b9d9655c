// What the hand-written baseline page of `npm run bench` shows (bench/baseline/): the steps of a
// bench journey in the order its fixture walks them, each with the fields, texts and options of the
// flow's step, read from the flow files and the Dutch messages, and what the wizard shows around
// them: the progress list, the fields' help texts and a Back button. The baseline page gets this as
// plain JSON, so it carries no engine: it renders the same fields under the same data attributes
// (`data-testid="wizard"`, `data-step`, `data-field="wizard-<step>-<field>"`) and one driver walks
// both pages.
import { readFileSync } from 'node:fs';

/** One field of a baseline step, as a native input. */
export interface BaselineField {
  /** The answer's name within its step (the schema property). */
  name: string;
  /** The label shown. */
  label: string;
  /** The help text under the label (the field's `ui:help`), as the wizard shows it. */
  help?: string;
  /** The native control: radio group, checkbox, text, number, date or file. */
  widget: 'radio' | 'checkbox' | 'text' | 'number' | 'date' | 'files';
  /** The choices of a radio group. */
  options: { value: string; label: string }[];
  /** Shown only once the step has another answer (the flow shows it on a condition). */
  conditional: boolean;
}

/** One step of a baseline journey. */
export interface BaselineStep {
  /** The flow's step id (the `data-step` the driver reads). */
  id: string;
  /** A form, an information page or the summary (which lists every answer given). */
  kind: 'form' | 'info' | 'summary';
  /** The step's heading. */
  title: string;
  /** The step's texts, in the order the flow lists them. */
  texts: string[];
  /** The step's fields. */
  fields: BaselineField[];
}

/** A whole baseline journey. */
export interface BaselineJourney {
  /** The wizard's title. */
  title: string;
  /** The label of the Next button. */
  next: string;
  /** The label of the Back button. */
  back: string;
  /** The progress texts: "Stap {current} van {total}", the list's name and a done step's mark. */
  progress: { count: string; label: string; done: string };
  /** The steps in the order the fixture walks them. */
  steps: BaselineStep[];
}

type Json = Record<string, unknown>;

/** Every string in `value` that is a message id, in document order. */
function messageTexts(value: unknown, messages: Record<string, string>, out: string[] = []) {
  if (typeof value === 'string') {
    if (messages[value] !== undefined) out.push(messages[value]);
  } else if (Array.isArray(value)) {
    for (const item of value) messageTexts(item, messages, out);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) messageTexts(item, messages, out);
  }
  return out;
}

function widgetOf(property: Json, ui: Json): BaselineField['widget'] {
  const named = ui['ui:widget'];
  if (named === 'radio' || named === 'checkbox' || named === 'date' || named === 'files')
    return named;
  if (named === 'number' || named === 'currency' || named === 'integer') return 'number';
  if (named === 'text' || named === 'textarea') return 'text';
  if (property.type === 'boolean') return 'checkbox';
  if (property.oneOf || property.enum) return 'radio';
  if (property.type === 'number' || property.type === 'integer') return 'number';
  return 'text';
}

function fieldsOf(schema: Json, ui: Json, messages: Record<string, string>): BaselineField[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const order = (ui['ui:order'] as string[] | undefined) ?? Object.keys(properties);
  return order
    .filter((name) => properties[name])
    .map((name) => {
      const property = properties[name]!;
      const fieldUi = (ui[name] ?? {}) as Json;
      const choices: { const: unknown; title?: string }[] =
        (property.oneOf as { const: unknown; title?: string }[] | undefined) ??
        ((property.enum as unknown[] | undefined) ?? []).map((value) => ({ const: value }));
      const help = messages[fieldUi['ui:help'] as string];
      return {
        name,
        label: messages[property.title as string] ?? name,
        ...(help === undefined ? {} : { help }),
        widget: widgetOf(property, fieldUi),
        options: choices.map((choice) => ({
          value: String(choice.const),
          label: (choice.title && messages[choice.title]) ?? String(choice.const),
        })),
        conditional: fieldUi['ui:showIf'] !== undefined,
      };
    });
}

/**
 * The baseline journey of a flow as a fixture walks it. `read` reads a JSON file by its path from
 * the project's root (injected so the tests can read the real files and nothing else changes).
 */
export function baselineJourney(
  flowId: string,
  stepIds: readonly string[],
  read: (path: string) => unknown = (path) => JSON.parse(readFileSync(path, 'utf8')),
): BaselineJourney {
  const flow = read(`flows/${flowId}.flow.json`) as { title: string; steps: Json[] };
  const messages = read('locales/nl-NL.json') as Record<string, string>;
  const steps = stepIds.map((id): BaselineStep => {
    const step = flow.steps.find((candidate) => candidate.id === id);
    if (!step) throw new Error(`${flowId} has no step ${id}`);
    const kind = step.kind === 'summary' || step.kind === 'info' ? step.kind : 'form';
    const { title, schema, uiSchema, ...rest } = step;
    let fields: BaselineField[] = [];
    if (typeof schema === 'string')
      fields = fieldsOf(
        read(`schemas/${schema}`) as Json,
        (typeof uiSchema === 'string' ? read(`schemas/${uiSchema}`) : {}) as Json,
        messages,
      );
    const declaration = step.declaration as { label?: string } | undefined;
    if (declaration?.label)
      fields.push({
        name: 'declaration',
        label: messages[declaration.label] ?? 'declaration',
        widget: 'checkbox',
        options: [],
        conditional: false,
      });
    // Not the error messages of its checks: those show only on a wrong answer.
    const { declaration: _declared, checks: _checks, ...content } = rest;
    return {
      id,
      kind,
      title: messages[title as string] ?? id,
      texts: messageTexts(content, messages),
      fields,
    };
  });
  return {
    title: messages[flow.title] ?? flowId,
    next: messages['wizard.next'] ?? '→',
    back: messages['wizard.back'] ?? '←',
    progress: {
      count: messages['wizard.progress.count'] ?? '{current} / {total}',
      label: messages['wizard.progress.label'] ?? '',
      done: messages['wizard.progress.done'] ?? '✓',
    },
    steps,
  };
}
