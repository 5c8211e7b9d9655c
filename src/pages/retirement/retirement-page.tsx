// Nearing retirement (/zelf-regelen/bijna-met-pensioen…) and pension choice
// (/zelf-regelen/pensioen-kiezen…), each in an investment, a guaranteed and a combination variant:
// when the pension starts, what to expect (scenarios for investments, the fixed amount for
// guaranteed), and what the member can still arrange or choose.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../i18n/format';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { AgeText } from '../shared/age-text';
import { ProjectionChart } from '../shared/charts/projection-chart';
import { CodeLabel } from '../shared/code-label';
import { coverOf } from '../shared/data/policy';
import { totalOf, type GroupKind, type Projections } from '../shared/data/projections';
import { yearMonth } from '../shared/data/read';
import { investedValue } from '../shared/data/unit-link';
import { usePensionAge, usePolicy, useProjections, useUnitLink } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { PageHeading } from '../shared/page-heading';
import { projectionRows } from '../shared/projection-rows';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';

export type RetirementKind = 'soon' | 'choose';
export type RetirementVariant = 'investment' | 'guaranteed' | 'combination';

const suffix: Record<RetirementVariant, string> = {
  investment: '',
  guaranteed: '-gegarandeerd',
  combination: '-keuzescherm',
};

/** The page of `kind` in `variant`. */
export function retirementPath(kind: RetirementKind, variant: RetirementVariant): string {
  const base = kind === 'soon' ? 'bijna-met-pensioen' : 'pensioen-kiezen';
  return `/zelf-regelen/${base}${suffix[variant]}`;
}

const invests = (variant: RetirementVariant) => variant !== 'guaranteed';
const guarantees = (variant: RetirementVariant) => variant !== 'investment';

/** Only the groups of this variant (investment, guaranteed or both). */
function ofVariant(projections: Projections, variant: RetirementVariant): Projections {
  const kinds: GroupKind[] = [
    ...(invests(variant) ? (['investment', 'net'] as const) : []),
    ...(guarantees(variant) ? (['guaranteed'] as const) : []),
  ];
  return { ...projections, groups: projections.groups.filter((g) => kinds.includes(g.kind)) };
}

/** Whole months from today until `date`. */
function monthsUntil(date: string | undefined, today: Date): number | undefined {
  if (!date) return undefined;
  const [year, month] = date.split('-').map(Number);
  if (!year || !month) return undefined;
  return Math.max(0, (year - today.getFullYear()) * 12 + (month - 1 - today.getMonth()));
}

function WhenPart() {
  const policy = usePolicy();
  const ages = usePensionAge();
  return (
    <Section titleId="page.retirement.when.title" data-testid="retirement-when">
      <Loaded queries={[policy, ages]} lines={3}>
        {(details, pensionAges) => (
          <DataList
            rows={[
              {
                labelId: 'page.retirement.when.date',
                value: formatDate(details.personalPensionDate),
                'data-testid': 'retirement-date',
              },
              {
                labelId: 'page.retirement.when.age',
                value: <AgeText age={yearMonth(pensionAges.personalPensionAge)} />,
              },
              {
                labelId: 'page.retirement.when.left',
                value: monthsUntil(details.personalPensionDate, new Date()) !== undefined && (
                  <FormattedMessage
                    id="page.retirement.when.months"
                    values={{ months: monthsUntil(details.personalPensionDate, new Date()) }}
                  />
                ),
              },
              {
                labelId: 'page.myPension.amount.expected.stateAge',
                value: <AgeText age={yearMonth(pensionAges.statePensionAge)} />,
              },
            ]}
          />
        )}
      </Loaded>
    </Section>
  );
}

function ExpectPart({ variant }: { variant: RetirementVariant }) {
  const { formatCurrency } = useFormatters();
  const intl = useIntl();
  const projections = useProjections();
  const policy = usePolicy();
  return (
    <Section titleId="page.retirement.expect.title" data-testid="retirement-expect">
      <Loaded queries={[projections, policy]} lines={5}>
        {(projected, details) => {
          const shown = ofVariant(projected, variant);
          const retirement = totalOf(shown, 'OP');
          const partner = totalOf(shown, 'PP');
          const guaranteed = coverOf(details, 'OP_GAR')?.insuredAmount;
          return (
            <>
              <DataList
                rows={[
                  {
                    labelId: 'page.retirement.expect.total',
                    value: retirement && (
                      <FormattedMessage
                        id="page.common.grossPerYear"
                        values={{ amount: formatCurrency(retirement.expected) }}
                      />
                    ),
                    'data-testid': 'retirement-total',
                  },
                  {
                    labelId: 'page.retirement.expect.guaranteed',
                    value: guarantees(variant) && guaranteed !== undefined && (
                      <FormattedMessage
                        id="page.common.grossPerYear"
                        values={{ amount: formatCurrency(guaranteed) }}
                      />
                    ),
                    'data-testid': 'retirement-guaranteed',
                  },
                  {
                    labelId: 'page.retirement.expect.partner',
                    value: partner && (
                      <FormattedMessage
                        id="page.common.grossPerYear"
                        values={{ amount: formatCurrency(partner.expected) }}
                      />
                    ),
                  },
                ]}
              />
              {invests(variant) && (
                <Box sx={{ mt: 3 }}>
                  <ProjectionChart
                    captionId="page.myPension.amount.chart.caption"
                    rows={projectionRows(intl, shown)}
                    data-testid="retirement-chart"
                  />
                </Box>
              )}
              <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
                <FormattedMessage
                  id={invests(variant) ? 'page.common.indicative' : 'page.retirement.expect.fixed'}
                />
              </Typography>
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}

function InvestmentsPart() {
  const { formatCurrency } = useFormatters();
  const unitLink = useUnitLink();
  return (
    <Section titleId="page.retirement.investments.title" data-testid="retirement-investments">
      <Loaded queries={[unitLink]} lines={3}>
        {(info) => (
          <>
            <DataList
              rows={[
                {
                  labelId: 'page.myPension.amount.investments.value',
                  value: formatCurrency(investedValue(info)),
                },
                {
                  labelId: 'page.myPension.amount.investments.profile',
                  value: info.investmentProfile && (
                    <CodeLabel kind="profile" code={info.investmentProfile} />
                  ),
                },
                {
                  labelId: 'page.myPension.funds.profile.returnType',
                  value: info.returnType && <CodeLabel kind="returnType" code={info.returnType} />,
                },
              ]}
            />
            <Typography sx={{ mt: 2, maxWidth: '70ch' }}>
              <FormattedMessage id="page.retirement.investments.text" />
            </Typography>
          </>
        )}
      </Loaded>
    </Section>
  );
}

/** The choices at retirement (pension choice pages). */
function ChoicesPart({ variant }: { variant: RetirementVariant }) {
  const choices = [
    ...(invests(variant) ? ['page.retirement.choice.fixedOrVariable'] : []),
    'page.retirement.choice.date',
    'page.retirement.choice.highLow',
    'page.retirement.choice.exchange',
    'page.retirement.choice.lumpSum',
  ];
  return (
    <Section titleId="page.retirement.choice.title" data-testid="retirement-choices">
      {choices.map((id) => (
        <Box key={id} sx={{ mb: 3, maxWidth: '70ch' }}>
          <Typography component="h3" variant="h6" sx={{ mb: 0.5 }}>
            <FormattedMessage id={`${id}.title`} />
          </Typography>
          <Typography>
            <FormattedMessage id={`${id}.text`} />
          </Typography>
        </Box>
      ))}
    </Section>
  );
}

function NextPart({ kind, variant }: { kind: RetirementKind; variant: RetirementVariant }) {
  const other: RetirementKind = kind === 'soon' ? 'choose' : 'soon';
  return (
    <Section titleId="page.retirement.next.title">
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
        <li>
          <RouterLink to={retirementPath(other, variant)}>
            <FormattedMessage id={`page.retirement.next.${other}`} />
          </RouterLink>
        </li>
        <li>
          <RouterLink to="/zelf-regelen/pensioenleeftijd">
            <FormattedMessage id="page.retirement.next.pensionAge" />
          </RouterLink>
        </li>
        <li>
          <RouterLink to="/mijn-profiel/mijn-partner">
            <FormattedMessage id="page.retirement.next.partner" />
          </RouterLink>
        </li>
        <li>
          <RouterLink to="/contact">
            <FormattedMessage id="page.retirement.next.contact" />
          </RouterLink>
        </li>
      </Box>
    </Section>
  );
}

export interface RetirementPageProps extends PageProps {
  kind: RetirementKind;
  variant: RetirementVariant;
}

export function RetirementPage({ titleId, kind, variant }: RetirementPageProps) {
  return (
    <>
      <PageHeading
        titleId={titleId}
        intro={<FormattedMessage id={`page.retirement.${kind}.intro.${variant}`} />}
      />
      <WhenPart />
      <ExpectPart variant={variant} />
      {kind === 'soon' && invests(variant) && <InvestmentsPart />}
      {kind === 'soon' && (
        <Section titleId="page.retirement.soon.steps.title">
          <Box component="ol" sx={{ pl: 3, m: 0, maxWidth: '70ch', '& li': { mb: 1 } }}>
            <li>
              <FormattedMessage id="page.retirement.soon.steps.check" />
            </li>
            <li>
              <FormattedMessage id="page.retirement.soon.steps.confirmation" />
            </li>
            <li>
              <FormattedMessage id="page.retirement.soon.steps.choose" />
            </li>
          </Box>
        </Section>
      )}
      {kind === 'choose' && <ChoicesPart variant={variant} />}
      <NextPart kind={kind} variant={variant} />
    </>
  );
}

const page = (kind: RetirementKind, variant: RetirementVariant) => {
  const Variant = (props: PageProps) => <RetirementPage {...props} kind={kind} variant={variant} />;
  return Variant;
};

export const RetiringSoonInvestmentPage = page('soon', 'investment');
export const RetiringSoonGuaranteedPage = page('soon', 'guaranteed');
export const RetiringSoonCombinationPage = page('soon', 'combination');
export const ChoosePensionInvestmentPage = page('choose', 'investment');
export const ChoosePensionGuaranteedPage = page('choose', 'guaranteed');
export const ChoosePensionCombinationPage = page('choose', 'combination');
