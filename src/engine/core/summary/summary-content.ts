/**
 * What a summary step shows: per visible form step before it, every answered field with its
 * label and an edit link, then the step's extra items and its declaration.
 */
import { applyConditionalFields } from '../fields/apply-conditional-fields';
import { summaryText } from '../fields/data-options';
import { fieldSchema, schemaFields, stepForm } from '../fields/step-form';
import { FORMAT, fieldUi, SUMMARY } from '../fields/ui-keys';
import { widgetRules } from '../fields/widgets';
import { logicScope } from '../flow/logic-scope';
import { evaluate, truthy } from '../logic';
import { effectiveContext, visibleSteps } from '../navigation/visible-steps';
import { stepKind } from '../steps';
import { declarationOf, type DeclarationDefinition } from '../steps/summary';
import type { FlowContext } from '../types/context';
import type { Logic, StepDefinition, ValueFormat } from '../types/flow';
import type { FlowResources, JsonSchema } from '../types/schema';
import { isEmpty } from '../validation/is-empty';

/** One line of the summary. */
export interface SummaryLine {
  /** Message id of the label. */
  label: string;
  /** The value. */
  value: unknown;
  /** How to show the value when there is no `valueLabel`. */
  format: ValueFormat;
  /** Message id naming a coded value (an option's title), shown instead of the value. */
  valueLabel?: string;
}

/** The answers of one step. */
export interface SummarySection {
  /** The step, and where its edit link goes. */
  stepId: string;
  /** Message id of the step title. */
  title: string;
  /** The answered, visible fields, by field name. */
  lines: (SummaryLine & { field: string })[];
}

/** Everything a summary step shows. */
export interface SummaryContent {
  /** One section per visible form step before the summary. */
  sections: SummarySection[];
  /** The summary step's own items. */
  items: SummaryLine[];
  /** The hand-over checkbox, if any. */
  declaration?: DeclarationDefinition;
}

/** A summary item as written in a flow. */
interface ItemDefinition {
  label: string;
  value: Logic;
  format?: ValueFormat;
  valueLabels?: Record<string, string>;
  showIf?: Logic;
}

/** The title of the option whose `const` is `value`, if the field has options. */
function optionTitle(field: JsonSchema, value: unknown): string | undefined {
  const options = Array.isArray(field.oneOf) ? (field.oneOf as Record<string, unknown>[]) : [];
  const title = options.find((option) => option.const === value)?.title;
  return typeof title === 'string' ? title : undefined;
}

/**
 * The answered, visible fields of one form step as the summary shows them (`context` holds the
 * answers of the visible steps only).
 */
export function answerSection(
  resources: FlowResources,
  step: StepDefinition,
  context: FlowContext,
): SummarySection {
  const { uiSchema } = stepForm(step, resources);
  const form = applyConditionalFields(resources, step, context.answers[step.id] ?? {}, context);
  const lines = schemaFields(form.schema)
    .filter((field) => fieldUi(uiSchema, field)[SUMMARY] !== false)
    .filter((field) => !isEmpty(form.values[field]))
    .map((field) => {
      const schema = fieldSchema(form.schema, field);
      // Options from data show their labels (fund names), not their values (fund ids).
      const offered = form.dataOptions[field];
      const value = offered
        ? summaryText(fieldUi(uiSchema, field), form.values[field], offered)
        : form.values[field];
      const valueLabel = optionTitle(schema, value);
      return {
        field,
        label: typeof schema.title === 'string' ? schema.title : field,
        value,
        format:
          (fieldUi(uiSchema, field)[FORMAT] as ValueFormat | undefined) ??
          widgetRules(fieldUi(uiSchema, field)).summaryFormat ??
          'text',
        ...(valueLabel ? { valueLabel } : {}),
      };
    });
  return { stepId: step.id, title: step.title, lines };
}

/** The content of `summaryStep` for the answers in `context`. */
export function summaryContent(
  resources: FlowResources,
  summaryStep: StepDefinition,
  context: FlowContext,
): SummaryContent {
  const { flow } = resources;
  const effective = effectiveContext(flow, context);
  const steps = visibleSteps(flow, context);
  const before = steps.slice(
    0,
    steps.findIndex((step) => step.id === summaryStep.id),
  );
  const sections = before
    .filter((step) => stepKind(step.kind).inSummary)
    .map((step) => answerSection(resources, step, effective))
    .filter((section) => section.lines.length > 0);

  const scope = logicScope(flow, effective);
  const items = ((summaryStep.items ?? []) as ItemDefinition[])
    .filter((item) => item.showIf === undefined || truthy(item.showIf, scope))
    .map((item) => {
      const value = evaluate(item.value, scope);
      const valueLabel = item.valueLabels?.[String(value)];
      return {
        label: item.label,
        value,
        format: item.format ?? 'text',
        ...(valueLabel ? { valueLabel } : {}),
      };
    });

  const declaration = declarationOf(summaryStep);
  return { sections, items, ...(declaration ? { declaration } : {}) };
}
