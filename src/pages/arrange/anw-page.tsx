// Anw pension (/zelf-regelen/anw-pensioen): whether the member has the voluntary Anw gap cover,
// its amount, and an indicative monthly premium.
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { agreementCover } from '../shared/data/agreement';
import { ANW_AMOUNT, parameter } from '../shared/data/global-parameters';
import { useAgreement, useCoverFrame, useGlobalParameters } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { AreaAction } from './area-action';
import { AreaPage } from './area-page';

const ANW = 'ANW_VOL';

export function AnwPage({ titleId }: PageProps) {
  const { formatCurrency } = useFormatters();
  const frame = useCoverFrame();
  const agreement = useAgreement();
  const parameters = useGlobalParameters();
  return (
    <AreaPage
      titleId={titleId}
      introId="page.arrange.anw.intro"
      action={
        <AreaAction
          to="/zelf-regelen/anw-pensioen/wijzigen"
          labelId="page.arrange.anw.change"
          flags={['allowAnwChange']}
          pendingFlag="pendingAnwPension"
        />
      }
      helpIds={['page.arrange.anw.help.when', 'page.arrange.anw.help.stops']}
    >
      <Section titleId="page.arrange.current" data-testid="anw-current">
        <Loaded queries={[frame, agreement, parameters]} lines={4}>
          {(covers, scheme, globals) => {
            const cover = covers.find((entry) => entry.coverCode === ANW);
            const offer = agreementCover(scheme, ANW);
            const amount =
              cover?.insuredAmount ?? cover?.defaultValue ?? parameter(globals, ANW_AMOUNT);
            const rate = offer?.premiumRatePct;
            const monthly =
              amount !== undefined && rate !== undefined ? (amount * rate) / 100 / 12 : undefined;
            return (
              <DataList
                rows={[
                  {
                    labelId: 'page.arrange.anw.has',
                    value: (
                      <FormattedMessage
                        id={cover?.isSelected ? 'page.arrange.anw.yes' : 'page.arrange.anw.no'}
                      />
                    ),
                    'data-testid': 'anw-has',
                  },
                  {
                    labelId: cover?.isSelected
                      ? 'page.arrange.anw.amount'
                      : 'page.arrange.anw.possibleAmount',
                    value: amount !== undefined && (
                      <FormattedMessage
                        id="page.common.grossPerYear"
                        values={{ amount: formatCurrency(amount) }}
                      />
                    ),
                  },
                  {
                    labelId: cover?.isSelected
                      ? 'page.arrange.anw.premium'
                      : 'page.arrange.anw.indicativePremium',
                    value:
                      cover?.isSelected && cover.premium !== undefined ? (
                        <FormattedMessage
                          id="page.common.perYear"
                          values={{ amount: formatCurrency(cover.premium) }}
                        />
                      ) : (
                        monthly !== undefined && (
                          <FormattedMessage
                            id="page.common.perMonth"
                            values={{ amount: formatCurrency(monthly) }}
                          />
                        )
                      ),
                    'data-testid': 'anw-premium',
                  },
                ]}
              />
            );
          }}
        </Loaded>
      </Section>
    </AreaPage>
  );
}
