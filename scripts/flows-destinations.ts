/**
 * Where each answer of a flow goes: into a command body, into the summary document, or nowhere
 * but the route (a `ui:destination` declaration with its reason). Worked out from the templates
 * (`answerUses`), so it cannot drift from what is sent. flows:check refuses an answer that goes
 * nowhere (for a pension fund, an answer asked and thrown away is the worst kind of defect);
 * flows:graph lists every answer's destination on the flow's page.
 */
import { stepKind } from '../src/engine/core/steps';
import { DESTINATION, fieldUi } from '../src/engine/core/fields/ui-keys';
import { answerUses, usesOf, type AnswerUse } from '../src/engine/core/submit/answer-uses';
import { submitAlternatives } from '../src/engine/core/submit/build-command';
import type { FlowDefinition } from '../src/engine/core/types/flow';
import type { JsonSchema, UiSchema } from '../src/engine/core/types/schema';

/** One answer field and where it goes. */
export interface FieldDestination {
  /** Index of the step in the flow. */
  stepIndex: number;
  /** The step id. */
  step: string;
  /** The field name (`answers.<step>.<field>`). */
  field: string;
  /** Every place a call reads it, over all submit alternatives (alternative index included). */
  uses: (AnswerUse & { alternative: number })[];
  /** The reason of a `ui:destination` route-only declaration, if the ui schema has one. */
  routeReason?: string;
  /** True when the step kind says every sent request implies it (a required declaration). */
  implied: boolean;
}

/** What the destinations are worked out from. */
export interface FlowFiles {
  /** Step schemas by path relative to `schemas/`; a path missing here is skipped. */
  schemas: Readonly<Record<string, JsonSchema>>;
  /** Ui schemas by path relative to `schemas/`. */
  uiSchemas: Readonly<Record<string, UiSchema>>;
}

/** The route-only reason a field's ui entry declares, if any. */
function routeReason(ui: UiSchema | undefined, field: string): string | undefined {
  const declared = ui ? fieldUi(ui, field)[DESTINATION] : undefined;
  if (typeof declared !== 'object' || declared === null) return undefined;
  const { use, reason } = declared as { use?: unknown; reason?: unknown };
  return use === 'route' && typeof reason === 'string' ? reason : undefined;
}

/** The destination of every answer field of every step whose schema is loaded. */
export function fieldDestinations(flow: FlowDefinition, files: FlowFiles): FieldDestination[] {
  const alternatives = submitAlternatives(flow).map((submit) => answerUses(flow, submit));
  return flow.steps.flatMap((step, stepIndex) => {
    if (typeof step.schema === 'string' && !(step.schema in files.schemas)) return [];
    const kind = stepKind(step.kind);
    const implied = new Set(kind.impliedBySending?.(step) ?? []);
    const ui = typeof step.uiSchema === 'string' ? files.uiSchemas[step.uiSchema] : undefined;
    return kind.answerFields(step, files.schemas).map((field) => {
      const reason = routeReason(ui, field);
      return {
        stepIndex,
        step: step.id,
        field,
        uses: alternatives.flatMap((uses, alternative) =>
          usesOf(uses, step.id, field).map((use) => ({ ...use, alternative })),
        ),
        ...(reason === undefined ? {} : { routeReason: reason }),
        implied: implied.has(field),
      };
    });
  });
}

/**
 * Where a use is, in words: `command body /policyId`, `summary document body /employment/startDate`;
 * a `$when` rule decides whether its part is there: `command body /healthDeclaration (whether)`.
 */
export function describeUse(use: AnswerUse): string {
  const call = use.destination === 'command' ? 'command' : 'summary document';
  const part = use.part === 'body' ? 'body' : 'path parameter';
  const condition = use.pointer.endsWith('/$when');
  const pointer = condition ? use.pointer.slice(0, -'/$when'.length) : use.pointer;
  return `${call} ${part} ${pointer || '/'}${condition ? ' (whether)' : ''}`;
}
