// Investment choice (/zelf-regelen/beleggingskeuze): how the member invests now (profile, kind
// of benefit, value, target split), trades still pending, and the way to change it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { CodeLabel } from '../shared/code-label';
import { investedValue } from '../shared/data/unit-link';
import { useUnitLink } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { DataTable } from '../shared/data-table';
import { formatPercent } from '../shared/format';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { AreaAction } from './area-action';
import { AreaPage } from './area-page';

export function InvestmentPage({ titleId }: PageProps) {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  const unitLink = useUnitLink();
  return (
    <AreaPage
      titleId={titleId}
      introId="page.arrange.investment.intro"
      action={
        <AreaAction
          to="/zelf-regelen/beleggingskeuze/wijzigen"
          labelId="page.arrange.investment.change"
          flags={['allowVisitInvestmentChoicePages']}
          pendingFlag="pendingInvestmentChoice"
        />
      }
      helpIds={[
        'page.arrange.investment.help.lifecycle',
        'page.arrange.investment.help.profiles',
        'page.arrange.investment.help.free',
      ]}
    >
      <Section titleId="page.arrange.current" data-testid="investment-current">
        <Loaded queries={[unitLink]} lines={6}>
          {(info) => (
            <>
              <DataList
                rows={[
                  {
                    labelId: 'page.myPension.funds.profile.profile',
                    value: info.investmentProfile && (
                      <CodeLabel kind="profile" code={info.investmentProfile} />
                    ),
                    'data-testid': 'investment-profile',
                  },
                  {
                    labelId: 'page.myPension.funds.profile.returnType',
                    value: info.returnType && (
                      <CodeLabel kind="returnType" code={info.returnType} />
                    ),
                  },
                  {
                    labelId: 'page.myPension.amount.investments.value',
                    value: formatCurrency(investedValue(info)),
                  },
                ]}
              />
              {info.portfolios.map((portfolio) => (
                <Box key={portfolio.portfolioUid} sx={{ mt: 3 }}>
                  <DataTable
                    captionId="page.arrange.investment.split"
                    captionValues={{ name: portfolio.portfolioName ?? portfolio.portfolioUid }}
                    columns={[
                      { labelId: 'page.myPension.funds.fund' },
                      { labelId: 'page.myPension.funds.targetPct', numeric: true },
                      { labelId: 'page.myPension.funds.actualPct', numeric: true },
                    ]}
                    rows={portfolio.funds.map((fund) => ({
                      key: fund.fundId,
                      cells: [
                        fund.fundName,
                        formatPercent(intl, fund.targetPct),
                        formatPercent(intl, fund.actualPct),
                      ],
                    }))}
                  />
                </Box>
              ))}
              {info.pendingTrades.length > 0 && (
                <Typography sx={{ mb: 2 }} data-testid="investment-trades">
                  <FormattedMessage
                    id="page.arrange.investment.trades"
                    values={{ count: info.pendingTrades.length }}
                  />
                </Typography>
              )}
              <Typography>
                <RouterLink to="/zelf-regelen/beleggingskeuze/fondsen/beleggingskeuze">
                  <FormattedMessage id="page.arrange.investment.allFunds" />
                </RouterLink>
              </Typography>
            </>
          )}
        </Loaded>
      </Section>
    </AreaPage>
  );
}
