// The funds the member may invest in (/zelf-regelen/beleggingskeuze/fondsen/{src}): asset class,
// risk, price, costs and fact sheet. `src` says where the member came from, for the way back.
import Box from '@mui/material/Box';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { formatDate } from '../../i18n/format';
import type { PageProps } from '../shared/page-props';
import { Button } from '../../ui/button/button';
import { useAllowedFunds } from '../shared/data/use-data';
import { DataTable } from '../shared/data-table';
import { ExternalLink } from '../shared/external-link';
import { formatPercent, formatPrice } from '../shared/format';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';

const BASE = '/zelf-regelen/beleggingskeuze';

/** Where `src` came from: the wizard, else the overview. */
function backPath(src: string | undefined): string {
  return src === 'wijzigen' ? `${BASE}/wijzigen` : BASE;
}

export function InvestmentFundsPage({ titleId }: PageProps) {
  const intl = useIntl();
  const { src } = useParams();
  const funds = useAllowedFunds();
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.arrange.funds.intro" />} />
      <Section titleId="page.arrange.funds.title" data-testid="allowed-funds">
        <Loaded queries={[funds]} lines={6}>
          {(list) => (
            <DataTable
              captionId="page.arrange.funds.title"
              captionHidden
              columns={[
                { labelId: 'page.myPension.funds.fund' },
                { labelId: 'page.arrange.funds.assetClass' },
                { labelId: 'page.arrange.funds.risk', numeric: true },
                { labelId: 'page.myPension.funds.price', numeric: true },
                { labelId: 'page.myPension.funds.priceDate', numeric: true },
                { labelId: 'page.arrange.funds.costs', numeric: true },
              ]}
              rows={list.map((fund) => ({
                key: fund.fundId,
                cells: [
                  fund.factsheetUrl ? (
                    <ExternalLink key="n" href={fund.factsheetUrl}>
                      {fund.fundName}
                    </ExternalLink>
                  ) : (
                    fund.fundName
                  ),
                  fund.assetClass ?? '',
                  fund.riskClass === undefined
                    ? ''
                    : intl.formatMessage(
                        { id: 'page.arrange.funds.riskValue' },
                        { risk: fund.riskClass },
                      ),
                  formatPrice(intl, fund.price),
                  formatDate(fund.priceDate),
                  formatPercent(intl, fund.ongoingChargesPct, 2),
                ],
              }))}
            />
          )}
        </Loaded>
      </Section>
      <Box>
        <Button variant="secondary" to={backPath(src)}>
          <FormattedMessage id="page.common.back" />
        </Button>
      </Box>
    </>
  );
}
