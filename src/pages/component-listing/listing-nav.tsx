// The three parts of a component listing (overview, cards, modals) as a small navigation.
import Box from '@mui/material/Box';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';

export function ListingNav({ base }: { base: string }) {
  const intl = useIntl();
  const parts = [
    { to: base, labelId: 'page.componentListing.nav.overview' },
    { to: `${base}/card`, labelId: 'page.componentListing.nav.cards' },
    { to: `${base}/modal`, labelId: 'page.componentListing.nav.modals' },
  ];
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'page.componentListing.nav.label' })}
      sx={{ mb: 4 }}
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 3 }}>
        {parts.map((part) => (
          <li key={part.to}>
            <NavLink to={part.to} end>
              <FormattedMessage id={part.labelId} />
            </NavLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
