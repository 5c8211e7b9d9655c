/**
 * `docs/flows/validation-rules.md`, written by `npm run flows:graph`: which rule guards which field
 * of which flow, read from the step schemas (required, formats, bounds, options: ajv), the ui
 * schemas (conditional required, files, options from data) and the flows' `checks` (the spec
 * section 5 date and age rules as JSON-logic operations over `src/validation`), each with the
 * message id the member sees. Generated, so it cannot go stale: the docs test compares it.
 */
import { join } from 'node:path';
import { FILES_WIDGET, fileFieldOptions } from '../src/engine/core/fields/files';
import { customOperationNames } from '../src/engine/core/logic';
import { stepKind } from '../src/engine/core/steps';
import type { FlowDefinition } from '../src/engine/core/types/flow';
import type { ValidatorError } from '../src/engine/core/types/schema';
import type { CheckDefinition } from '../src/engine/core/validation/run-checks';
import { defaultMessageId } from '../src/engine/core/validation/default-message-ids';
import { describeRule } from './flows-describe-rule';
import { flowFiles, readJson, repoRoot } from './flows-files';

/** One rule on one field. */
interface FieldRule {
  step: string;
  field: string;
  rule: string;
  message: string;
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const code = (text: string) => `\`${text}\``;

/** The keywords that refuse a value, in the order they are listed, with how they read. */
const KEYWORDS: readonly [string, (value: unknown) => string][] = [
  ['format', (value) => `format ${code(String(value))}`],
  ['minimum', (value) => `at least ${String(value)}`],
  ['exclusiveMinimum', (value) => `above ${String(value)}`],
  ['maximum', (value) => `at most ${String(value)}`],
  ['exclusiveMaximum', (value) => `below ${String(value)}`],
  ['multipleOf', (value) => (value === 1 ? 'whole number' : `multiple of ${String(value)}`)],
  ['minLength', (value) => (value === 1 ? 'not empty' : `at least ${String(value)} characters`)],
  ['maxLength', (value) => `at most ${String(value)} characters`],
  ['pattern', (value) => `pattern ${code(String(value))}`],
  ['minItems', (value) => `at least ${String(value)} ${value === 1 ? 'item' : 'items'}`],
  ['maxItems', (value) => `at most ${String(value)} items`],
  ['const', (value) => `must be ${JSON.stringify(value)}`],
  ['oneOf', () => 'one of the options'],
];

/** The message of a refused keyword: the field's `errorMessage`, else the section 5 default. */
function messageOf(property: Json, keyword: string, params: Json = {}): string {
  const own = property.errorMessage;
  if (typeof own === 'string') return own;
  if (isRecord(own) && typeof own[keyword] === 'string') return own[keyword];
  return defaultMessageId({ keyword, params } as unknown as ValidatorError);
}

/** The schema and ui-schema rules of one field. */
function schemaRules(
  step: string,
  field: string,
  property: Json,
  required: boolean,
  ui: Json,
): FieldRule[] {
  const rules: FieldRule[] = [];
  const add = (rule: string, message: string) => rules.push({ step, field, rule, message });
  const files = ui['ui:widget'] === FILES_WIDGET;
  const requiredMessage = files ? 'validation.file.required' : 'validation.required';
  if (required) add('required', requiredMessage);
  if (ui['ui:requiredIf'] !== undefined)
    add(`required when ${code(describeRule(ui['ui:requiredIf']))}`, requiredMessage);
  const type = property.type;
  if (type === 'number' || type === 'integer')
    add(type === 'integer' ? 'a whole number' : 'a number', messageOf(property, 'type', { type }));
  for (const [keyword, read] of KEYWORDS) {
    if (property[keyword] === undefined) continue;
    add(read(property[keyword]), messageOf(property, keyword, { format: property.format }));
  }
  const options = isRecord(ui['ui:options']) ? ui['ui:options'] : {};
  if (options.from !== undefined)
    add(`offered by ${code(describeRule(options.from))}`, 'validation.notOffered');
  if (ui['ui:widget'] === 'allocation')
    add(`adds up to ${String(options.total ?? 100)}`, 'validation.allocationTotal');
  if (files) {
    const { accept, maxTotalSize } = fileFieldOptions(ui);
    add(`type ${accept.join(', ')}`, 'validation.file.type');
    add(`together below ${String(maxTotalSize / 2 ** 20)} MB`, 'validation.file.totalSize');
    add('no two files with one name', 'validation.file.duplicateName');
  }
  return rules;
}

/** A check's placeholder values as text: ` ({year} = 1)`. */
function valuesText(values: unknown): string {
  if (!isRecord(values)) return '';
  const parts = Object.entries(values).map(([name, rule]) => `{${name}} = ${describeRule(rule)}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** Every rule of every field of a flow, step by step, in field order. */
function flowRules(flow: FlowDefinition, root: string): FieldRule[] {
  const rules: FieldRule[] = [];
  for (const step of flow.steps) {
    const files = stepKind(step.kind).files(step);
    if (!files.schema) continue;
    const schema = readJson(join(root, 'schemas', files.schema));
    if (!schema.ok) throw new Error(`schemas/${files.schema}: ${schema.error}`);
    const uiRead = files.uiSchema ? readJson(join(root, 'schemas', files.uiSchema)) : undefined;
    const ui: Json = uiRead?.ok && isRecord(uiRead.value) ? uiRead.value : {};
    const value: Json = isRecord(schema.value) ? schema.value : {};
    const properties: Json = isRecord(value.properties) ? value.properties : {};
    const required = Array.isArray(value.required) ? (value.required as string[]) : [];
    const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : [];
    const fields = [
      ...order.filter((name) => name in properties),
      ...Object.keys(properties).filter((name) => !order.includes(name)),
    ];
    for (const field of fields) {
      const fieldUi = isRecord(ui[field]) ? ui[field] : {};
      rules.push(
        ...schemaRules(
          step.id,
          field,
          isRecord(properties[field]) ? properties[field] : {},
          required.includes(field),
          fieldUi,
        ),
      );
      for (const check of (step.checks ?? []) as CheckDefinition[]) {
        if (check.field !== field) continue;
        rules.push({
          step: step.id,
          field,
          rule: code(describeRule(check.valid)),
          message: `${check.message}${valuesText(check.values)}`,
        });
      }
    }
  }
  return rules;
}

/** The custom operations a set of rules uses, as links to their files. */
function operationsUsed(flows: FlowDefinition[]): string[] {
  const text = JSON.stringify(flows.map((flow) => flow.steps.map((step) => step.checks)));
  return customOperationNames
    .filter((name) => text.includes(`"${name}":`))
    .map(
      (name) =>
        `[${code(name)}](../../src/engine/core/logic/operations/${name.replace(/_/g, '-')}.ts)`,
    );
}

/** The Markdown page (unformatted). */
export function validationRulesPage(root = repoRoot): string {
  const flows = flowFiles(root).map((file) => {
    const read = readJson(file);
    if (!read.ok) throw new Error(`${file}: ${read.error}`);
    return read.value as FlowDefinition;
  });
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = [
    '# Which rule guards which field',
    '',
    'Generated by `npm run flows:graph` from `flows/*.flow.json` and `schemas/`; do not edit.',
    '',
    'Per flow, every field of every form step with the rules that refuse a value and the message id',
    'the member then sees (the texts only in `locales/`, which code names by id, typed in',
    '`src/validation/message-id.ts`). Schema rules run in ajv (formats from',
    "`src/validation/ajv-formats.ts`); the rules written as JSON-logic are the flow's `checks`, which",
    'run when the field is filled in and has no schema error. The spec section 5 date and age rules',
    '(`date_not_future`, `date_max_years_ahead`, `cohabiting_allowed`, `pension_age_in_range`, …) are',
    'operations over the predicates of `src/validation/date-rules.ts`, the one place those rules live.',
    `Operations the checks use: ${operationsUsed(flows).join(', ')}.`,
    '',
  ];
  for (const flow of flows) {
    const rules = flowRules(flow, root);
    lines.push(`## ${code(flow.id)}`, '');
    if (rules.length === 0) {
      lines.push('No form fields.', '');
      continue;
    }
    lines.push('| step | field | rule | message |', '| --- | --- | --- | --- |');
    for (const { step, field, rule, message } of rules)
      lines.push(`| ${code(step)} | ${code(field)} | ${cell(rule)} | ${cell(code(message))} |`);
    lines.push('');
  }
  return lines.join('\n');
}
