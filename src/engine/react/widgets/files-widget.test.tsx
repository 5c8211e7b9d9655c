import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithPortal } from '../../../ui/testing/render';
import { filesWidget } from './files-widget';
import type { WidgetProps } from './widget-types';

const Files = filesWidget.component;
const pdf = { name: 'convenant.pdf', size: 2048, type: 'application/pdf', content: 'JVBERi0=' };

function props(overrides: Partial<WidgetProps> = {}): WidgetProps {
  return {
    id: 'wizard-documenten-documents',
    name: 'documents',
    value: undefined,
    schema: { type: 'array' },
    label: 'Documenten',
    ui: { 'ui:widget': 'files' },
    options: [],
    required: true,
    invalid: false,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    ...overrides,
  };
}

const choose = (input: HTMLElement, files: File[]) =>
  fireEvent.change(input, { target: { files } });

describe('files widget', () => {
  it('is a real file input with a visible label, the accepted types and the size limit', () => {
    renderWithPortal(<Files {...props()} />);
    const input = screen.getByLabelText('Bestanden toevoegen');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription(/pdf, jpeg en png.*10 MB/);
    // Spec section 5's hover text, as its tooltip (it lists other types: docs/flows/README.md).
    expect(input).toHaveAccessibleDescription(
      /Toegestane bestandstypen: msg, doc, docx, jpg, xls, xlsx/,
    );
    expect(screen.getByText('U heeft nog geen bestanden toegevoegd.')).toBeInTheDocument();
  });

  it('reads chosen files into { name, size, type, content } and keeps those already added', async () => {
    const onChange = vi.fn();
    renderWithPortal(<Files {...props({ value: [pdf], onChange })} />);
    choose(screen.getByLabelText('Bestanden toevoegen'), [
      new File(['abc'], 'scan.png', { type: 'image/png' }),
    ]);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([
        pdf,
        { name: 'scan.png', size: 3, type: 'image/png', content: 'YWJj' },
      ]),
    );
  });

  it('adds a refused file too, so its line and the field error say what is wrong', () => {
    renderWithPortal(
      <Files
        {...props({
          value: [pdf, { name: 'brief.docx', size: 10, type: 'application/msword', content: '' }],
        })}
      />,
    );
    expect(screen.getByText('Dit bestandstype is niet toegestaan')).toBeInTheDocument();
  });

  it('lists each file with its size and a remove button named after it', () => {
    const onChange = vi.fn();
    renderWithPortal(<Files {...props({ value: [pdf], onChange })} />);
    expect(screen.getByRole('list', { name: 'Toegevoegde bestanden' })).toHaveTextContent(
      'convenant.pdf (2 kB)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verwijder convenant.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByLabelText('Bestanden toevoegen')).toHaveFocus();
  });

  it('asks to add again a file whose content was lost (a reload keeps only its name)', () => {
    const { content: _, ...lost } = pdf;
    renderWithPortal(<Files {...props({ value: [lost] })} />);
    expect(screen.getByText('Voeg dit bestand opnieuw toe')).toBeInTheDocument();
  });

  it('links the field error and is only picked by name', () => {
    renderWithPortal(
      <Files {...props({ invalid: true, describedBy: 'wizard-documenten-documents-error' })} />,
    );
    const input = screen.getByLabelText('Bestanden toevoegen');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain('wizard-documenten-documents-error');
    expect(filesWidget.rank({ type: 'array' })).toBeLessThan(0);
  });
});
