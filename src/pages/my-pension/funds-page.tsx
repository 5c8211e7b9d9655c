// Funds and prices (/mijn-pensioen/hoogte-pensioen/fondsen-en-koersen): per portfolio the funds
// with units, price and value, the split with its target percentages (chart and table), fact
// sheets, trades still pending, and the carbon footprint.
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { SplitChart } from '../shared/charts/split-chart';
import { CodeLabel } from '../shared/code-label';
import type { AllowedFund, Portfolio } from '../shared/data/unit-link';
import { useCo2, useFundLinks, usePendingTrades, useUnitLink } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { DataTable } from '../shared/data-table';
import { ExternalLink } from '../shared/external-link';
import { formatPercent, formatPrice, formatUnits } from '../shared/format';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';

function FundName({ name, link }: { name: string; link?: AllowedFund }) {
  return link?.factsheetUrl ? (
    <ExternalLink href={link.factsheetUrl}>{name}</ExternalLink>
  ) : (
    <>{name}</>
  );
}

function PortfolioPart({ portfolio, links }: { portfolio: Portfolio; links: AllowedFund[] }) {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  const linkOf = (fundId: string) => links.find((fund) => fund.fundId === fundId);
  return (
    <Section
      titleId="page.myPension.funds.portfolio"
      titleValues={{ name: portfolio.portfolioName ?? portfolio.portfolioUid }}
      data-testid={`portfolio-${portfolio.portfolioUid}`}
    >
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage
          id="page.myPension.funds.total"
          values={{ amount: formatCurrency(portfolio.totalValue) }}
        />
      </Typography>
      <DataTable
        captionId="page.myPension.funds.tableCaption"
        captionValues={{ name: portfolio.portfolioName ?? portfolio.portfolioUid }}
        columns={[
          { labelId: 'page.myPension.funds.fund' },
          { labelId: 'page.myPension.funds.units', numeric: true },
          { labelId: 'page.myPension.funds.price', numeric: true },
          { labelId: 'page.myPension.funds.priceDate', numeric: true },
          { labelId: 'page.myPension.funds.value', numeric: true },
          { labelId: 'page.myPension.funds.actualPct', numeric: true },
          { labelId: 'page.myPension.funds.targetPct', numeric: true },
        ]}
        rows={portfolio.funds.map((fund) => ({
          key: fund.fundId,
          cells: [
            <span key="name">
              <FundName name={fund.fundName} link={linkOf(fund.fundId)} />
              {fund.isin && (
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  <FormattedMessage id="page.myPension.funds.isin" values={{ isin: fund.isin }} />
                </Typography>
              )}
            </span>,
            formatUnits(intl, fund.units),
            formatPrice(intl, fund.price),
            formatDate(fund.priceDate),
            formatCurrency(fund.totalValue),
            formatPercent(intl, fund.actualPct),
            formatPercent(intl, fund.targetPct),
          ],
        }))}
        data-testid="funds-table"
      />
      <SplitChart captionId="page.myPension.funds.splitCaption" funds={portfolio.funds} />
    </Section>
  );
}

function PendingTrades() {
  const { formatCurrency } = useFormatters();
  const trades = usePendingTrades();
  return (
    <Loaded queries={[trades]} lines={1}>
      {(list) =>
        list.length > 0 && (
          <Section titleId="page.myPension.funds.pending.title" data-testid="pending-trades">
            <Typography sx={{ mb: 2 }}>
              <FormattedMessage id="page.myPension.funds.pending.text" />
            </Typography>
            <DataTable
              captionId="page.myPension.funds.pending.title"
              captionHidden
              columns={[
                { labelId: 'page.myPension.funds.fund' },
                { labelId: 'page.myPension.funds.pending.date', numeric: true },
                { labelId: 'page.myPension.funds.pending.amount', numeric: true },
                { labelId: 'page.myPension.funds.pending.status' },
              ]}
              rows={list.map((trade) => ({
                key: trade.tradeId,
                cells: [
                  trade.fundName ?? trade.tradeId,
                  formatDate(trade.tradeDate),
                  formatCurrency(trade.amount),
                  trade.status ?? '',
                ],
              }))}
            />
          </Section>
        )
      }
    </Loaded>
  );
}

function Footprint() {
  const co2 = useCo2();
  const intl = useIntl();
  return (
    <Section titleId="page.myPension.funds.co2.title" data-testid="co2">
      <Loaded queries={[co2]} lines={3}>
        {(data) => (
          <>
            <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
              <FormattedMessage
                id="page.myPension.funds.co2.text"
                values={{
                  target: formatPercent(intl, data.reductionTargetPct),
                  year: data.referenceYear ?? '',
                }}
              />
            </Typography>
            <DataList
              rows={[
                {
                  labelId: 'page.myPension.funds.co2.yours',
                  value:
                    data.tonnesPerMillion !== undefined &&
                    intl.formatMessage(
                      { id: 'page.myPension.funds.co2.perMillion' },
                      { tonnes: intl.formatNumber(data.tonnesPerMillion) },
                    ),
                },
                {
                  labelId: 'page.myPension.funds.co2.benchmark',
                  value:
                    data.benchmarkTonnesPerMillion !== undefined &&
                    intl.formatMessage(
                      { id: 'page.myPension.funds.co2.perMillion' },
                      { tonnes: intl.formatNumber(data.benchmarkTonnesPerMillion) },
                    ),
                },
                {
                  labelId: 'page.myPension.funds.co2.member',
                  value:
                    data.memberTonnes !== undefined &&
                    intl.formatMessage(
                      { id: 'page.myPension.funds.co2.tonnes' },
                      { tonnes: intl.formatNumber(data.memberTonnes) },
                    ),
                },
                { labelId: 'page.myPension.funds.co2.date', value: formatDate(data.referenceDate) },
              ]}
            />
          </>
        )}
      </Loaded>
    </Section>
  );
}

export function FundsPage({ titleId }: PageProps) {
  const unitLink = useUnitLink();
  const links = useFundLinks();
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.myPension.funds.intro" />} />
      <Loaded queries={[unitLink]} lines={8}>
        {(info) =>
          info.portfolios.length === 0 ? (
            <Typography data-testid="no-funds">
              <FormattedMessage id="page.myPension.funds.none" />
            </Typography>
          ) : (
            <>
              <Section titleId="page.myPension.funds.profile.title">
                <DataList
                  rows={[
                    {
                      labelId: 'page.myPension.funds.profile.profile',
                      value: info.investmentProfile && (
                        <CodeLabel kind="profile" code={info.investmentProfile} />
                      ),
                    },
                    {
                      labelId: 'page.myPension.funds.profile.returnType',
                      value: info.returnType && (
                        <CodeLabel kind="returnType" code={info.returnType} />
                      ),
                    },
                  ]}
                />
              </Section>
              {info.portfolios.map((portfolio) => (
                <PortfolioPart
                  key={portfolio.portfolioUid}
                  portfolio={portfolio}
                  links={links.data ?? []}
                />
              ))}
            </>
          )
        }
      </Loaded>
      <PendingTrades />
      <Footprint />
    </>
  );
}
