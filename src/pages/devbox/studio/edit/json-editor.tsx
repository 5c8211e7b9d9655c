// A CodeMirror 6 JSON editor for the studio: syntax colouring, folding, search, and the flow
// checker's problems for this file underlined at their JSON pointer. Loaded lazily (its own chunk)
// by the studio editor, so nothing else that shows studio parts pulls CodeMirror in.
import { json } from '@codemirror/lang-json';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorView, basicSetup } from 'codemirror';
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
  /** Test id of the editor's frame. */
  testId?: string;
}

/** The JSON editor (default export, for `lazy`). */
export default function JsonEditor({ label, value, onChange, problems, testId }: JsonEditorProps) {
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
    // Made once; text and problems reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const text = editor.state.doc.toString();
    const diagnostics: Diagnostic[] = problems.map(({ pointer, message }) => {
      const { from, to } = jsonPointerRange(text, pointer);
      return { from, to: Math.max(to, from), severity: 'error', message };
    });
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [problems, value]);

  return <div ref={host} data-testid={testId} style={{ border: '1px solid #8a8a8a' }} />;
}
