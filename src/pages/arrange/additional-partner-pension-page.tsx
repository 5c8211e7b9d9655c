// Additional partner pension (/zelf-regelen/extra-partnerpensioen): the partner pension now, what
// the scheme offers on top, an indicative premium, and the way to the change wizard
// (/zelf-regelen/extra-partnerpensioen/wijzigen, flows/additional-partner-pension.flow.json).
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { agreementCover } from '../shared/data/agreement';
import { fullName } from '../shared/data/person';
import { coverOf } from '../shared/data/policy';
import { useAgreement, usePerson, usePolicy } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { AreaAction } from './area-action';
import { AreaPage } from './area-page';

const EXTRA = 'EXTRA_PP';

export function AdditionalPartnerPensionPage({ titleId }: PageProps) {
  const { formatCurrency } = useFormatters();
  const policy = usePolicy();
  const agreement = useAgreement();
  const person = usePerson();
  return (
    <AreaPage
      titleId={titleId}
      introId="page.arrange.additionalPartnerPension.intro"
      action={
        <AreaAction
          to="/zelf-regelen/extra-partnerpensioen/wijzigen"
          labelId="page.arrange.additionalPartnerPension.change"
          flags={['allowAdditionalPartnerPensionChange']}
          pendingFlag="pendingAdditionalPartnerPension"
        />
      }
      helpIds={['page.arrange.additionalPartnerPension.help.when']}
    >
      <Section titleId="page.arrange.current" data-testid="extra-pp-current">
        <Loaded queries={[policy, agreement, person]} lines={4}>
          {(details, scheme, info) => {
            const risk = coverOf(details, 'PP_RISK');
            const held = coverOf(details, EXTRA);
            const offer = agreementCover(scheme, EXTRA);
            const premium =
              offer?.defaultValue !== undefined && offer.premiumRatePct !== undefined
                ? (offer.defaultValue * offer.premiumRatePct) / 100 / 12
                : undefined;
            return (
              <DataList
                rows={[
                  {
                    labelId: 'page.arrange.netPension.partnerKnown',
                    value: info.partner ? (
                      fullName(info.partner.person)
                    ) : (
                      <FormattedMessage id="page.myPension.partner.none" />
                    ),
                  },
                  {
                    labelId: 'page.myPension.partnerPension.beforeRetirement',
                    value: risk?.insuredAmount !== undefined && (
                      <FormattedMessage
                        id="page.common.grossPerYear"
                        values={{ amount: formatCurrency(risk.insuredAmount) }}
                      />
                    ),
                  },
                  {
                    labelId: 'page.arrange.additionalPartnerPension.has',
                    value: <FormattedMessage id={held ? 'page.common.yes' : 'page.common.no'} />,
                    'data-testid': 'extra-pp-has',
                  },
                  {
                    labelId: 'page.arrange.additionalPartnerPension.extra',
                    value: (held?.insuredAmount ?? offer?.defaultValue) !== undefined && (
                      <FormattedMessage
                        id="page.common.grossPerYear"
                        values={{
                          amount: formatCurrency(held?.insuredAmount ?? offer?.defaultValue),
                        }}
                      />
                    ),
                  },
                  {
                    labelId: 'page.arrange.additionalPartnerPension.premium',
                    value: !held && premium !== undefined && (
                      <FormattedMessage
                        id="page.common.perMonth"
                        values={{ amount: formatCurrency(premium) }}
                      />
                    ),
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
