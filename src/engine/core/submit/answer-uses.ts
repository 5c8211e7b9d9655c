/**
 * Which answers reach the fund, worked out from the templates: the answer fields a submit
 * alternative's command (body and path parameters) and its summary document read, directly or
 * through the derived values they use. The flow checker demands a destination for every answer
 * from this; the success page shows the member the answers that were sent with it. The member's
 * own report copy (`report`) is not a destination: the fund keeps nothing of it.
 */
import { collectVars } from '../logic';
import type { FlowDefinition, SubmitDefinition, Template } from '../types/flow';
import { templateRules } from './evaluate-template';

/** The call an answer goes to. */
export type Destination = 'command' | 'summaryDocument';

/** One place where a call's template reads an answer field. */
export interface AnswerUse {
  /** The call that carries it. */
  destination: Destination;
  /** Which part of the call: its body or its path parameters. */
  part: 'body' | 'params';
  /** JSON pointer of the template value that reads it, within that part (`/employment/startDate`). */
  pointer: string;
}

/** The uses of answer fields, by `step.field`; `step.*` and `*` for whole steps and all answers. */
export type AnswerUses = ReadonlyMap<string, readonly AnswerUse[]>;

/** The answer key of a var path, or undefined when it reads no answer. */
function answerKey(path: string): string | undefined {
  const [root, step, field] = path.split('.');
  if (root !== 'answers') return undefined;
  if (step === undefined) return '*';
  return `${step}.${field ?? '*'}`;
}

/** The answer keys a rule reads, following derived values (each once; cycles are harmless). */
function answerKeysOf(
  rule: unknown,
  derived: Readonly<Record<string, unknown>>,
  seen: Set<string>,
): string[] {
  return collectVars(rule).flatMap((path) => {
    const [root, name] = path.split('.');
    if (root === 'derived' && name !== undefined) {
      if (seen.has(name) || !Object.hasOwn(derived, name)) return [];
      seen.add(name);
      const keys = answerKeysOf(derived[name], derived, seen);
      seen.delete(name);
      return keys;
    }
    const key = answerKey(path);
    return key === undefined ? [] : [key];
  });
}

/** Every answer use of one alternative: its command and its summary document. */
export function answerUses(flow: FlowDefinition, submit: SubmitDefinition): AnswerUses {
  const uses = new Map<string, AnswerUse[]>();
  const derived = (flow.derived ?? {}) as Record<string, unknown>;
  const add = (destination: Destination, part: AnswerUse['part'], template: Template) => {
    for (const { pointer, rule } of templateRules(template)) {
      for (const key of new Set(answerKeysOf(rule, derived, new Set()))) {
        const list = uses.get(key) ?? [];
        list.push({ destination, part, pointer });
        uses.set(key, list);
      }
    }
  };
  add('command', 'body', submit.body);
  if (submit.params !== undefined) add('command', 'params', submit.params);
  const document = submit.summaryDocument;
  if (document) {
    add('summaryDocument', 'body', document.body);
    if (document.params !== undefined) add('summaryDocument', 'params', document.params);
  }
  return uses;
}

/** Where the answer `step.field` goes; empty when nowhere. */
export function usesOf(uses: AnswerUses, step: string, field: string): readonly AnswerUse[] {
  return [
    ...(uses.get(`${step}.${field}`) ?? []),
    ...(uses.get(`${step}.*`) ?? []),
    ...(uses.get('*') ?? []),
  ];
}
