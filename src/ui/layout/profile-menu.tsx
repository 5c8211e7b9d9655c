// Profile menu (spec section 2): My profile; Pension overview when there is more than one
// pension and the user is elsewhere; the language switch; Devbox in development; Log out.
// A disclosure (button + list of links), the WAI-ARIA pattern for site navigation: Escape or a
// click elsewhere closes it, and focus goes back to the button on Escape.
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import { styled, type Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import type { PortalEnvironment } from '../../config/env';
import { useLanguage } from '../../i18n/language-context';
import { Button } from '../button/button';
import { PENSIONS_OVERVIEW_PATH } from './chrome-rules';

export interface ProfileMenuProps {
  /** Number of pensions; the overview link needs more than one. */
  pensionCount: number;
  environment: PortalEnvironment;
  onLogout: () => void;
}

const itemStyle = ({ theme }: { theme: Theme }) => ({
  display: 'block',
  width: '100%',
  padding: theme.spacing(1.25, 2),
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'left' as const,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: '#e8f1f8', color: theme.palette.primary.dark },
});
const ItemLink = styled(RouterLink)(itemStyle);
const ItemButton = styled('button')(itemStyle);

function Item({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

export function ProfileMenu({ pensionCount, environment, onLogout }: ProfileMenuProps) {
  const { pathname } = useLocation();
  const { language, toggle } = useLanguage();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const showOverview = pensionCount > 1 && pathname !== PENSIONS_OVERVIEW_PATH;
  return (
    <Box ref={rootRef} sx={{ position: 'relative' }}>
      <Button
        ref={buttonRef}
        variant="text"
        compact
        icon={<AccountCircleIcon />}
        endIcon={<KeyboardArrowDownIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id="chrome.profile.button" />
      </Button>
      <Box
        id={panelId}
        hidden={!open}
        data-testid="profile-menu"
        sx={{
          position: 'absolute',
          right: 0,
          top: '100%',
          zIndex: 'appBar',
          minWidth: 240,
          py: 1,
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 4,
          '&[hidden]': { display: 'none' },
        }}
      >
        {/* The items render while the menu is open: the closed menu is in every page's first
            render, its hidden items need not be. */}
        {open && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            <Item>
              <ItemLink to="/mijn-profiel" onClick={close}>
                <FormattedMessage id="chrome.profile.myProfile" />
              </ItemLink>
            </Item>
            {showOverview && (
              <Item>
                <ItemLink to={PENSIONS_OVERVIEW_PATH} onClick={close}>
                  <FormattedMessage id="chrome.profile.pensionOverview" />
                </ItemLink>
              </Item>
            )}
            <Item>
              <ItemButton
                type="button"
                lang={language === 'nl' ? 'en' : 'nl'}
                onClick={() => {
                  close();
                  toggle();
                }}
              >
                <FormattedMessage
                  id={language === 'nl' ? 'lang.switch.toEnglish' : 'lang.switch.toDutch'}
                />
              </ItemButton>
            </Item>
            {environment === 'development' && (
              <Item>
                <ItemLink to="/devbox" onClick={close}>
                  <FormattedMessage id="chrome.profile.devbox" />
                </ItemLink>
              </Item>
            )}
            <Item>
              <ItemButton
                type="button"
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                <FormattedMessage id="chrome.profile.logout" />
              </ItemButton>
            </Item>
          </Box>
        )}
      </Box>
    </Box>
  );
}
