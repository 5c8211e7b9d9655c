/** flows:check for the shape of the step sequence and the calls a flow makes. */
import { collectVars, truthy } from '../src/engine/core/logic';
import {
  commandDefinition,
  isCommandFor,
  pathParams,
  type CommandUse,
} from '../src/api/commands/command-registry';

/** The entry a flow names for this use; a name the registry lacks or keeps for another use: none. */
function infoFor(name: string, use: CommandUse) {
  return isCommandFor(name, use) ? commandDefinition(name) : undefined;
}
import { isRule, LITERAL, MAP } from '../src/engine/core/submit/evaluate-template';
import type { FlowDefinition } from '../src/engine/core/types/flow';
import type { FlowProblem } from './flows-check-env';

/** A rule without vars that is always false (or always true). */
const constantly = (rule: unknown, value: boolean) =>
  collectVars(rule).length === 0 && truthy(rule, {}) === value;

/** The top-level keys of a body template that maps keys; undefined for a rule, list or literal. */
function mappedKeys(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || isRule(body))
    return undefined;
  const keys = Object.keys(body);
  if (keys.length === 1 && keys[0] === LITERAL) return undefined;
  const inner = (body as Record<string, unknown>)[MAP];
  if (keys.length === 1 && keys[0] === MAP) return mappedKeys(inner);
  return keys;
}

/**
 * Duplicate ids, checks on missing fields, unreachable steps, guards that always block, path
 * parameters, a summary document reference the command body has room for, and the step a quote
 * draft is made for.
 */
export function structureProblems(
  flow: FlowDefinition,
  file: string,
  stepFields: ReadonlyMap<string, readonly string[] | null>,
): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const at = (path: string, message: string) => problems.push({ file, path, message });
  const ids = new Set<string>();
  flow.steps.forEach((step, index) => {
    if (ids.has(step.id)) at(`/steps/${index}/id`, `repeats step id ${step.id}`);
    ids.add(step.id);
    if (step.showIf !== undefined && constantly(step.showIf, false))
      at(`/steps/${index}/showIf`, 'is always false: the step can never be reached');
    const fields = stepFields.get(step.id);
    ((step.checks ?? []) as { field: string }[]).forEach((check, i) => {
      if (fields && !fields.includes(check.field))
        at(`/steps/${index}/checks/${i}/field`, `step ${step.id} has no field ${check.field}`);
    });
  });
  (flow.guards ?? []).forEach((guard, index) => {
    if (constantly(guard.when, true))
      at(`/guards/${index}/when`, 'is always true: the wizard can never be used');
  });
  const alternatives = Array.isArray(flow.submit) ? flow.submit : [flow.submit];
  const calls = alternatives.flatMap((submit, index) => {
    const pointer = Array.isArray(flow.submit) ? `/submit/${index}` : '/submit';
    if (Array.isArray(flow.submit) && index < alternatives.length - 1 && submit.when === undefined)
      at(`${pointer}/when`, 'is missing: the alternatives after it can never be sent');
    const document = submit.summaryDocument;
    if (document) {
      const keys = mappedKeys(submit.body);
      if (keys === undefined)
        at(
          `${pointer}/body`,
          `must map keys to carry the summary document reference ${document.reference}`,
        );
      else if (keys.includes(document.reference))
        at(
          `${pointer}/summaryDocument/reference`,
          `names ${document.reference}, which the body already sets`,
        );
    }
    return [
      { pointer, info: infoFor(submit.command, 'command'), params: submit.params },
      ...(document
        ? [
            {
              pointer: `${pointer}/summaryDocument`,
              info: infoFor(document.name, 'summaryDocument'),
              params: document.params,
            },
          ]
        : []),
      ...(submit.report
        ? [
            {
              pointer: `${pointer}/report`,
              info: infoFor(submit.report.name, 'report'),
              params: submit.report.params,
            },
          ]
        : []),
    ];
  });
  const draft = flow.quoteDraft;
  if (draft && !ids.has(draft.before))
    at('/quoteDraft/before', `names step ${draft.before}, which the flow does not have`);
  const draftCalls = draft
    ? (['create', 'accept', 'cancel'] as const).map((name) => ({
        pointer: `/quoteDraft/${name}`,
        info: infoFor(draft[name].command, 'command'),
        params: draft[name].params,
      }))
    : [];
  for (const { pointer, info, params } of [...calls, ...draftCalls]) {
    if (!info) continue;
    const given =
      typeof params === 'object' && params !== null && !isRule(params) ? Object.keys(params) : [];
    for (const name of pathParams(info.path)) {
      if (!given.includes(name))
        at(`${pointer}/params`, `must give path parameter ${name} of ${info.path}`);
    }
  }
  return problems;
}
