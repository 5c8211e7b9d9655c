/**
 * Which answer a request body field was built from, read from the flow's submit template: when
 * the back end refuses a field of the body (a 400 naming `partnerDetailsInfo.basicPersonInfo.
 * centralRegistration`), the wizard returns to the step and field the member typed it in. Generic:
 * it follows the template's rules and the flow's derived values to `answers.<step>.<field>`.
 */
import { logicScope } from '../flow/logic-scope';
import { collectVars } from '../logic';
import { effectiveContext } from '../navigation/visible-steps';
import { stepKind } from '../steps';
import type { FlowContext } from '../types/context';
import type { FlowDefinition } from '../types/flow';
import type { FlowResources } from '../types/schema';
import { isEmpty } from '../validation/is-empty';
import { chooseSubmit } from './choose-submit';
import { makesQuoteDraft } from './quote-draft';
import { isRule, templateAt, templateRules } from './evaluate-template';

/** One answer: a field of a step. */
export interface AnswerRef {
  /** The step the member answered it in. */
  stepId: string;
  /** The field (top level) of that step. */
  field: string;
}

const ANSWER = /^answers\.([^.]+)\.([^.*]+)/;
const DERIVED = /^derived\.([^.]+)/;

/** The parts of a rule that can become its value: an `if`'s conditions left out. */
function valueParts(rule: unknown): unknown {
  if (Array.isArray(rule)) return rule.map(valueParts);
  if (!isRule(rule)) return rule;
  const [operator = ''] = Object.keys(rule as object);
  const args = (rule as Record<string, unknown>)[operator];
  if ((operator === 'if' || operator === '?:') && Array.isArray(args))
    return args.filter((_, index) => index % 2 === 1 || index === args.length - 1).map(valueParts);
  return { [operator]: valueParts(args) };
}

/**
 * The answers `rules` read, in order, through the flow's derived values; with `valuesOnly`, only
 * those that can become the value (not the conditions choosing between them).
 */
function answersRead(
  flow: FlowDefinition,
  rules: readonly unknown[],
  valuesOnly: boolean,
  seen: Set<string> = new Set(),
): AnswerRef[] {
  const found: AnswerRef[] = [];
  for (const rule of rules) {
    for (const path of collectVars(valuesOnly ? valueParts(rule) : rule)) {
      const answer = ANSWER.exec(path);
      if (answer) {
        found.push({ stepId: answer[1] ?? '', field: answer[2] ?? '' });
        continue;
      }
      const name = DERIVED.exec(path)?.[1];
      if (!name || seen.has(name) || !flow.derived || !Object.hasOwn(flow.derived, name)) continue;
      seen.add(name);
      found.push(...answersRead(flow, [flow.derived[name]], valuesOnly, seen));
    }
  }
  return found;
}

/**
 * Which request of a submit a refused body belongs to: the command, its summary document, or the
 * quote draft's create (whose body is the submit body; the accept that replaces the command then
 * has none).
 */
export type SubmitRequest = 'command' | 'summaryDocument' | 'quoteDraft';

/**
 * The answer the body field at `bodyPath` (a dot path, list indices as numbers: `documents.1`
 * is the `documents` list's answer) of `request` was built from, for the answers in `context`
 * (as sent).
 * Prefers an answer that can become the value over one that only chose it, and an answer the
 * member gave over an empty one; only answers of visible steps that the step records count.
 * `undefined` when no answer feeds that field (a value from data, a literal, an unknown path).
 */
export function answerOfBodyField(
  resources: Pick<FlowResources, 'flow' | 'schemas'>,
  context: FlowContext,
  bodyPath: string,
  request: SubmitRequest = 'command',
): AnswerRef | undefined {
  const { flow } = resources;
  const effective = effectiveContext(flow, context);
  const scope = logicScope(flow, effective);
  const submit = chooseSubmit(flow, scope);
  const drafted = makesQuoteDraft(flow, context);
  const body =
    request === 'summaryDocument'
      ? submit.summaryDocument?.body
      : request === 'quoteDraft' || !drafted
        ? submit.body
        : undefined;
  if (body === undefined) return undefined;
  const part = templateAt(body, bodyPath.split('.'), scope);
  if (part === undefined) return undefined;
  const rules = isRule(part) ? [part] : templateRules(part).map(({ rule }) => rule);
  const recorded = (ref: AnswerRef) => {
    const step = flow.steps.find((entry) => entry.id === ref.stepId);
    return (
      step !== undefined &&
      ref.stepId in effective.answers &&
      stepKind(step.kind).answerFields(step, resources.schemas).includes(ref.field)
    );
  };
  for (const valuesOnly of [true, false]) {
    const candidates = answersRead(flow, rules, valuesOnly).filter(recorded);
    const given = candidates.find((ref) => !isEmpty(effective.answers[ref.stepId]?.[ref.field]));
    if (given ?? candidates[0]) return given ?? candidates[0];
  }
  return undefined;
}
