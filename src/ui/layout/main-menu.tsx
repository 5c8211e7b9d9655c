// Main navigation: a horizontal list from 900px up, behind a menu button below that.
// The active item carries aria-current="page" (NavLink sets it).
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { Button } from '../button/button';
import { VisuallyHidden } from '../visually-hidden';
import { mainMenuItems } from './main-menu-items';

export interface MainMenuProps {
  /** Unread inbox messages, for the badge. */
  unread: number;
}

export function MainMenu({ unread }: MainMenuProps) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'chrome.menu.label' })}
      sx={{ flexGrow: 1, order: { xs: 3, md: 0 }, width: { xs: '100%', md: 'auto' } }}
    >
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Button
          variant="text"
          compact
          icon={open ? <CloseIcon /> : <MenuIcon />}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <FormattedMessage id="chrome.menu.button" />
        </Button>
      </Box>
      <Box
        component="ul"
        id={listId}
        data-open={open}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          gap: { xs: 0, md: 3 },
          flexDirection: { xs: 'column', md: 'row' },
          display: { xs: open ? 'flex' : 'none', md: 'flex' },
        }}
      >
        {mainMenuItems.map((item) => (
          <li key={item.to}>
            <Link
              component={NavLink}
              to={item.to}
              end={item.to === '/'}
              underline="none"
              onClick={() => setOpen(false)}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                py: 1.5,
                color: 'text.primary',
                fontWeight: 600,
                borderBottom: '3px solid transparent',
                '&[aria-current="page"]': { color: 'primary.main', borderColor: 'primary.main' },
                '&:hover': { color: 'primary.main' },
              }}
            >
              <FormattedMessage id={item.label} />
              {item.badge === 'unread' && unread > 0 && (
                <>
                  <Box
                    component="span"
                    aria-hidden
                    data-testid="unread-badge"
                    sx={{
                      ml: 1,
                      px: 0.75,
                      minWidth: 20,
                      borderRadius: 10,
                      bgcolor: 'error.main',
                      color: 'error.contrastText',
                      fontSize: '0.75rem',
                      lineHeight: '20px',
                      textAlign: 'center',
                    }}
                  >
                    {unread > 99 ? '99+' : unread}
                  </Box>
                  <VisuallyHidden>
                    <FormattedMessage id="chrome.menu.unread" values={{ count: unread }} />
                  </VisuallyHidden>
                </>
              )}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
