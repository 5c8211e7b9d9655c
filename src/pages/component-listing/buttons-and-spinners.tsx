// Every Button variant with its options, and every Spinner size.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, type ButtonVariant } from '../../ui/button/button';
import { Spinner, type SpinnerSize } from '../../ui/spinner/spinner';
import { Section } from '../shared/section';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'tertiary', 'brand', 'text'];
const SIZES: readonly SpinnerSize[] = ['sm', 'md', 'lg'];

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 } as const;

export function ButtonsAndSpinners() {
  const intl = useIntl();
  const label = (variant: string) =>
    intl.formatMessage({ id: 'page.componentListing.variant' }, { variant });
  return (
    <>
      <Section titleId="page.componentListing.buttons" data-testid="listing-buttons">
        {VARIANTS.map((variant) => (
          <Box key={variant} sx={row} data-testid={`buttons-${variant}`}>
            <Button variant={variant}>{label(variant)}</Button>
            <Button variant={variant} compact>
              <FormattedMessage id="page.componentListing.compact" />
            </Button>
            <Button variant={variant} loading>
              <FormattedMessage id="page.componentListing.loading" />
            </Button>
            <Button variant={variant} disabled>
              <FormattedMessage id="page.componentListing.disabled" />
            </Button>
            <Button variant={variant} icon={<AddIcon />}>
              <FormattedMessage id="page.componentListing.withIcon" />
            </Button>
            <Button
              variant={variant}
              iconOnly
              icon={<AddIcon />}
              label={intl.formatMessage({ id: 'page.componentListing.iconOnly' }, { variant })}
            />
            <Button variant={variant} to="/component-listing">
              <FormattedMessage id="page.componentListing.linkStyle" />
            </Button>
          </Box>
        ))}
        <Box sx={{ maxWidth: 400 }}>
          <Button fullWidth>
            <FormattedMessage id="page.componentListing.fullWidth" />
          </Button>
        </Box>
      </Section>
      <Section titleId="page.componentListing.spinners" data-testid="listing-spinners">
        <Box sx={row}>
          {SIZES.map((size) => (
            <Box key={size} sx={{ textAlign: 'center' }}>
              <Spinner
                size={size}
                label={intl.formatMessage({ id: 'page.componentListing.spinner' }, { size })}
              />
              <Box aria-hidden>{size}</Box>
            </Box>
          ))}
        </Box>
      </Section>
    </>
  );
}
