// The cards and building blocks of the information pages, with sample data.
import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useFormatters } from '../../i18n/use-formatters';
import { ProjectionChart } from '../shared/charts/projection-chart';
import { DataList } from '../shared/data-list';
import { DataTable } from '../shared/data-table';
import { CardGrid, LinkCard } from '../shared/link-card';
import { LoadError, LoadingBlock } from '../shared/query-state';
import { Section } from '../shared/section';

export function Cards({ generation }: { generation: 'classic' | 'new' }) {
  const { formatCurrency } = useFormatters();
  return (
    <>
      <Section titleId="page.componentListing.linkCards" data-testid="listing-cards">
        <CardGrid>
          <li>
            <LinkCard
              titleId="route.myPension.amount"
              textId="page.myPension.card.amount"
              to="/mijn-pensioen/hoogte-pensioen"
            />
          </li>
          <li>
            <LinkCard
              titleId="route.arrange.extraDeposit"
              textId="page.arrange.card.extraDeposit"
              to="/zelf-regelen/extra-inleggen"
            />
          </li>
          <li>
            <LinkCard
              titleId="route.contact.faq"
              textId="page.contact.faq.intro"
              to="/contact/veelgestelde-vragen"
            />
          </li>
        </CardGrid>
      </Section>
      <Section titleId="page.componentListing.dataList">
        <DataList
          rows={[
            { labelId: 'page.myPension.amount.expected.amount', value: formatCurrency(38640) },
            { labelId: 'page.myPension.amount.expected.date', value: formatDate('2049-05-01') },
          ]}
        />
      </Section>
      <Section titleId="page.componentListing.states">
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }} data-sample>
          <LoadingBlock lines={3} />
          <LoadError onRetry={() => undefined} />
        </Box>
      </Section>
      {generation === 'new' && (
        <>
          <Section titleId="page.componentListing.table">
            <DataTable
              captionId="page.myPension.data.periods.caption"
              columns={[
                { labelId: 'page.myPension.data.periods.from' },
                { labelId: 'page.myPension.data.periods.salary', numeric: true },
              ]}
              rows={[
                { key: 'a', cells: [formatDate('2014-02-01'), formatCurrency(118250)] },
                { key: 'b', cells: [formatDate('2022-01-01'), formatCurrency(156400)] },
              ]}
            />
          </Section>
          <Section titleId="page.componentListing.chart">
            <ProjectionChart
              captionId="page.myPension.amount.chart.caption"
              rows={[{ label: 'A', pessimistic: 27150, expected: 38640, optimistic: 52980 }]}
            />
          </Section>
        </>
      )}
      <p>
        <FormattedMessage id="page.componentListing.cardsNote" />
      </p>
    </>
  );
}
