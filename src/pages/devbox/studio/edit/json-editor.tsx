// A CodeMirror 6 JSON editor for the studio: syntax colouring, folding, search, the flow
// checker's problems for this file underlined at their JSON pointer, and, given the file's
// meta-schema, completion of property names and enum values, hover docs and the meta-schema's
// errors (codemirror-json-schema) beside the checker's. Loaded lazily (its own chunk) by the
// studio editor, so nothing else that shows studio parts pulls CodeMirror in.
import { json, jsonLanguage } from '@codemirror/lang-json';
import { lintGutter, linter, type Diagnostic } from '@codemirror/lint';
import { StateEffect, StateField, type Extension } from '@codemirror/state';
import { hoverTooltip } from '@codemirror/view';
import { EditorView, basicSetup } from 'codemirror';
import {
  handleRefresh,
  jsonCompletion,
  jsonSchemaHover,
  jsonSchemaLinter,
  stateExtensions,
} from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import { useEffect, useRef } from 'react';
import { jsonPointerRange } from './json-pointer-range';

/** A problem in this editor's text, at a JSON pointer. */
export interface PointerProblem {
  /** JSON pointer of the value at fault ('' for the whole text). */
  pointer: string;
  /** What is wrong, as the checker says it. */
  message: string;
}

export interface JsonEditorProps {
  /** The editor's accessible name. */
  label: string;
  /** The text; a change from outside replaces the editor's text. */
  value: string;
  /** Called with the new text on every edit. */
  onChange: (value: string) => void;
  /** The checker's problems of this text. */
  problems: readonly PointerProblem[];
  /** The meta-schema the text follows (see `editor-schemas.ts`); none for texts. */
  schema?: JSONSchema7;
  /** Test id of the editor's frame. */
  testId?: string;
}

/** The checker's latest problems, kept in the editor's state so its linter reads them. */
const setProblems = StateEffect.define<readonly PointerProblem[]>();
const problemsField = StateField.define<readonly PointerProblem[]>({
  create: () => [],
  update: (value, transaction) =>
    transaction.effects.reduce(
      (last, effect) => (effect.is(setProblems) ? effect.value : last),
      value,
    ),
});

function sameProblems(a: readonly PointerProblem[], b: readonly PointerProblem[]): boolean {
  return (
    a.length === b.length &&
    a.every((one, index) => one.pointer === b[index]?.pointer && one.message === b[index]?.message)
  );
}

/**
 * The checker's problems as a lint source: one of several (CodeMirror joins every source's
 * diagnostics), so the meta-schema's errors and the checker's stand side by side.
 */
const checkerLint: Extension = [
  problemsField,
  linter(
    (view) => {
      const text = view.state.doc.toString();
      return view.state.field(problemsField).map(({ pointer, message }): Diagnostic => {
        const { from, to } = jsonPointerRange(text, pointer);
        return { from, to: Math.max(to, from), severity: 'error', message, source: 'flows:check' };
      });
    },
    {
      needsRefresh: (update) =>
        update.startState.field(problemsField) !== update.state.field(problemsField),
    },
  ),
];

/** Completion, hover docs and errors from `schema` (the parts of the library's `jsonSchema()`). */
function schemaSupport(schema: JSONSchema7): Extension {
  return [
    linter(jsonSchemaLinter(), { needsRefresh: handleRefresh }),
    jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
    hoverTooltip(jsonSchemaHover()),
    stateExtensions(schema),
  ];
}

/** The JSON editor (default export, for `lazy`). */
export default function JsonEditor({
  label,
  value,
  onChange,
  problems,
  schema,
  testId,
}: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      doc: value,
      extensions: [
        basicSetup,
        json(),
        checkerLint,
        schema ? schemaSupport(schema) : [],
        lintGutter(),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.theme({ '&': { maxHeight: '420px', fontSize: '13px' } }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current(update.state.doc.toString());
        }),
      ],
    });
    // The scroller scrolls long lines and files: keyboard users reach it too (WCAG 2.1.1).
    editor.scrollDOM.tabIndex = 0;
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // Made once; text and problems reach it through the effects below, and a file keeps its kind.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    // The list is made anew on every render of the page: lint again only when it changed.
    if (!editor || sameProblems(editor.state.field(problemsField), problems)) return;
    editor.dispatch({ effects: setProblems.of(problems) });
  }, [problems]);

  return <div ref={host} data-testid={testId} style={{ border: '1px solid #8a8a8a' }} />;
}
