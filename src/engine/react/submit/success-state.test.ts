// @vitest-environment node
import { readSuccessState, withoutFileContents } from './success-state';

describe('success state', () => {
  it('keeps file names but no file contents in the history entry', () => {
    const sections = [
      {
        stepId: 'documenten',
        title: 'flow.x.documenten',
        lines: [
          {
            field: 'documents',
            label: 'flow.x.documents',
            format: 'files' as const,
            value: [{ name: 'upo.pdf', size: 3, type: 'application/pdf', content: 'YWJj' }],
          },
          { field: 'note', label: 'flow.x.note', format: 'text' as const, value: 'Graag' },
        ],
      },
    ];
    expect(withoutFileContents(sections)[0]?.lines).toEqual([
      {
        field: 'documents',
        label: 'flow.x.documents',
        format: 'files',
        value: [{ name: 'upo.pdf' }],
      },
      { field: 'note', label: 'flow.x.note', format: 'text', value: 'Graag' },
    ]);
  });

  it('reads the state of its own flow only, with well-formed parts', () => {
    const state = { flowId: 'x', sent: [], summaryDocument: { documentId: 'DOC-1' } };
    expect(readSuccessState(state, 'x')).toEqual(state);
    expect(readSuccessState(state, 'y')).toBeUndefined();
    expect(readSuccessState({ flowId: 'x', sent: 'no' }, 'x')).toBeUndefined();
    expect(
      readSuccessState({ flowId: 'x', summaryDocument: { documentId: 1 } }, 'x'),
    ).toBeUndefined();
    expect(readSuccessState({ flowId: 'x', report: {} }, 'x')).toBeUndefined();
  });
});
