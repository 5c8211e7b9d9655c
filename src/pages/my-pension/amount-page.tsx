// Pension amount (/mijn-pensioen/hoogte-pensioen): expected pension with its scenarios, the
// investments' value over time and, for WTP schemes, the insured pension.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../i18n/format';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { Button } from '../../ui/button/button';
import { AgeText } from '../shared/age-text';
import { ProjectionChart } from '../shared/charts/projection-chart';
import { ValueChart } from '../shared/charts/value-chart';
import { CodeLabel } from '../shared/code-label';
import { isWtp } from '../shared/data/agreement';
import { totalOf } from '../shared/data/projections';
import { yearMonth } from '../shared/data/read';
import { investedValue } from '../shared/data/unit-link';
import {
  useAgreement,
  usePensionAge,
  useProjections,
  useUnitLink,
  useWtpInsured,
} from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { DataTable } from '../shared/data-table';
import { PageHeading } from '../shared/page-heading';
import { projectionRows } from '../shared/projection-rows';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';

function ExpectedPension() {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  const projections = useProjections();
  const age = usePensionAge();
  return (
    <Section titleId="page.myPension.amount.expected.title" data-testid="amount-expected">
      <Loaded queries={[projections, age]} lines={6} reserve={{ xs: 985, md: 810 }}>
        {(projected, pensionAge) => {
          const retirement = totalOf(projected, 'OP');
          const partner = totalOf(projected, 'PP');
          return (
            <>
              <DataList
                rows={[
                  {
                    labelId: 'page.myPension.amount.expected.amount',
                    value: retirement && (
                      <FormattedMessage
                        id="page.common.grossPerYear"
                        values={{ amount: formatCurrency(retirement.expected) }}
                      />
                    ),
                    'data-testid': 'expected-amount',
                  },
                  {
                    labelId: 'page.myPension.amount.expected.real',
                    value: retirement?.expectedReal
                      ? formatCurrency(retirement.expectedReal)
                      : undefined,
                  },
                  {
                    labelId: 'page.myPension.amount.expected.partner',
                    value: partner && formatCurrency(partner.expected),
                  },
                  {
                    labelId: 'page.myPension.amount.expected.date',
                    value: formatDate(projected.personalPensionDate),
                  },
                  {
                    labelId: 'page.myPension.amount.expected.age',
                    value: <AgeText age={yearMonth(pensionAge.personalPensionAge)} />,
                  },
                  {
                    labelId: 'page.myPension.amount.expected.stateAge',
                    value: <AgeText age={yearMonth(pensionAge.statePensionAge)} />,
                  },
                ]}
              />
              <Box sx={{ mt: 3 }}>
                <ProjectionChart
                  captionId="page.myPension.amount.chart.caption"
                  rows={projectionRows(intl, projected)}
                  data-testid="projection-chart"
                />
              </Box>
              <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
                <FormattedMessage id="page.common.indicative" />
              </Typography>
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}

function Investments() {
  const { formatCurrency } = useFormatters();
  const unitLink = useUnitLink();
  return (
    <Section titleId="page.myPension.amount.investments.title" data-testid="amount-investments">
      <Loaded queries={[unitLink]} lines={5} reserve={{ xs: 870, md: 700 }}>
        {(info) => {
          const value = investedValue(info);
          if (value <= 0) {
            return (
              <Typography>
                <FormattedMessage id="page.myPension.amount.investments.none" />
              </Typography>
            );
          }
          const { totalInvestment } = info.graph;
          const paidIn =
            totalInvestment.gross +
            totalInvestment.grossExtra +
            totalInvestment.net +
            totalInvestment.netExtra;
          const points = [...info.graph.historicCapital.gross, ...info.graph.historicCapital.net];
          return (
            <>
              <DataList
                rows={[
                  {
                    labelId: 'page.myPension.amount.investments.profile',
                    value: info.investmentProfile && (
                      <CodeLabel kind="profile" code={info.investmentProfile} />
                    ),
                  },
                  {
                    labelId: 'page.myPension.amount.investments.value',
                    value: formatCurrency(value),
                    'data-testid': 'invested-value',
                  },
                  {
                    labelId: 'page.myPension.amount.investments.paidIn',
                    value: paidIn > 0 && formatCurrency(paidIn),
                  },
                  {
                    labelId: 'page.myPension.amount.investments.extra',
                    value:
                      totalInvestment.grossExtra + totalInvestment.netExtra > 0 &&
                      formatCurrency(totalInvestment.grossExtra + totalInvestment.netExtra),
                  },
                  {
                    labelId: 'page.myPension.amount.investments.result',
                    value: paidIn > 0 && formatCurrency(value - paidIn),
                  },
                ]}
              />
              {points.length > 1 && (
                <Box sx={{ mt: 3 }}>
                  <ValueChart
                    captionId="page.myPension.value.caption"
                    points={points}
                    data-testid="value-chart"
                  />
                </Box>
              )}
              <Button variant="secondary" to="/mijn-pensioen/hoogte-pensioen/fondsen-en-koersen">
                <FormattedMessage id="page.myPension.amount.investments.toFunds" />
              </Button>
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}

function WtpInsured() {
  const { formatCurrency } = useFormatters();
  const insured = useWtpInsured(true);
  return (
    <Section titleId="page.myPension.amount.wtp.title" data-testid="amount-wtp">
      <Loaded queries={[insured]}>
        {(wtp) => (
          <>
            <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
              <FormattedMessage
                id="page.myPension.amount.wtp.text"
                values={{ date: formatDate(wtp.transitionDate) }}
              />
            </Typography>
            <DataTable
              captionId="page.myPension.amount.wtp.title"
              captionHidden
              columns={[
                { labelId: 'page.common.pensionType' },
                { labelId: 'page.myPension.amount.wtp.amount', numeric: true },
                { labelId: 'page.myPension.amount.wtp.startDate', numeric: true },
              ]}
              rows={wtp.insured.map((item, index) => ({
                key: `${item.coverCode ?? ''}-${index}`,
                cells: [
                  <CodeLabel
                    key="cover"
                    kind="cover"
                    code={item.coverCode}
                    fallback={item.coverDescription}
                  />,
                  formatCurrency(item.insuredAmount),
                  formatDate(item.startDate),
                ],
              }))}
            />
          </>
        )}
      </Loaded>
    </Section>
  );
}

/** The insured pension only exists for schemes under the new system. */
function WtpPart() {
  const agreement = useAgreement();
  return agreement.data && isWtp(agreement.data) ? <WtpInsured /> : null;
}

export function AmountPage({ titleId }: PageProps) {
  return (
    <>
      <PageHeading
        titleId={titleId}
        intro={<FormattedMessage id="page.myPension.amount.intro" />}
      />
      <ExpectedPension />
      <WtpPart />
      <Investments />
      <Typography>
        <RouterLink to="/zelf-regelen/pensioenleeftijd">
          <FormattedMessage id="page.myPension.amount.toPensionAge" />
        </RouterLink>
      </Typography>
    </>
  );
}
