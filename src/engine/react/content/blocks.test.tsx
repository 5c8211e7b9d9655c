// The table and scale blocks and the summary's sections, as a screen reader meets them: named by
// their captions and headings, the member's place on a scale said in words, not only in colour.
import { screen, within } from '@testing-library/react';
import { loadAllMessages } from '../../../i18n/load-messages';
import { renderWithPortal } from '../../../ui/testing/render';
import { Section, SectionHead, SummaryLines } from '../parts/summary-lines';
import { ScaleBlockView } from './scale-block';
import { TableBlockView } from './table-block';

beforeAll(() => loadAllMessages());

const profiles = ['Defensive', 'Neutral', 'Offensive'].map((value) => ({
  value,
  label: `flow.investment-choice.profile.${value}`,
}));

/** The investment choice's profile scale, the member at `position`. */
const scale = (position: number, note?: string) => (
  <ScaleBlockView
    block={{
      type: 'scale',
      label: 'flow.investment-choice.indicator.label',
      steps: profiles,
      position,
      ...(note === undefined ? {} : { note }),
    }}
  />
);

describe('ScaleBlockView', () => {
  it("marks the member's step as current, with words and a sentence saying where it is", () => {
    renderWithPortal(scale(1, 'flow.investment-choice.indicator.note'));
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(items[1]).toHaveTextContent('uw positie');
    expect(items[0]).not.toHaveTextContent('uw positie');
    expect(screen.getByText(/^Uw positie: .+ \(stap 2 van 3\)$/)).toBeInTheDocument();
    expect(screen.getByRole('figure')).toBeInTheDocument();
  });

  it('says there is no position when the value matches no step', () => {
    renderWithPortal(scale(-1));
    expect(screen.getByText('Er is geen positie op deze schaal')).toBeInTheDocument();
    for (const item of screen.getAllByRole('listitem'))
      expect(item).not.toHaveAttribute('aria-current');
  });
});

describe('TableBlockView', () => {
  it('is named by its caption, with column and row headers around the values', () => {
    renderWithPortal(
      <TableBlockView
        block={{
          type: 'table',
          caption: 'flow.pension-age.info.table.caption',
          columns: [{ label: 'wizard.summary.edit' }],
          rows: [{ label: 'wizard.back', format: 'text', cells: ['65'] }],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: /\S/ });
    expect(within(table).getByRole('columnheader', { name: 'Wijzigen' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Vorige' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '65' })).toBeInTheDocument();
  });
});

describe('summary sections', () => {
  it('name each section by its h3 and list the answers as terms and values', () => {
    renderWithPortal(
      <Section aria-labelledby="summary-step">
        <SectionHead id="summary-step" title="Uw dienstverband">
          <a href="?stap=dienstverband">Wijzigen</a>
        </SectionHead>
        <SummaryLines lines={[{ label: 'wizard.back', value: 'ja', format: 'text' }]} />
      </Section>,
    );
    const section = screen.getByRole('region', { name: 'Uw dienstverband' });
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Uw dienstverband',
    );
    expect(within(section).getByRole('term')).toHaveTextContent('Vorige');
    expect(within(section).getByRole('definition')).toHaveTextContent('ja');
    expect(within(section).getByRole('link', { name: 'Wijzigen' })).toBeInTheDocument();
  });
});

// A step change into the summary or a step with a table or scale inserts no style rules: an
// inserted rule makes the browser match the page's styles again before the frame is painted.
// Emotion's classes (`css-…`, `mp-…` under the portal's cache) would say a part styles itself.
it('carry no runtime style classes: their look is a static stylesheet', () => {
  const { container } = renderWithPortal(
    <>
      {scale(0)}
      <TableBlockView block={{ type: 'table', columns: [{ label: 'wizard.back' }], rows: [] }} />
      <Section>
        <SectionHead id="sent" title="Verstuurd" />
        <SummaryLines lines={[{ label: 'wizard.back', value: 'ja', format: 'text' }]} />
      </Section>
    </>,
  );
  const classes = [...container.querySelectorAll('[class]')].flatMap((element) => [
    ...element.classList,
  ]);
  expect(classes.length).toBeGreaterThan(5);
  expect(classes.filter((name) => /^(css|mp)-/.test(name))).toEqual([]);
});
