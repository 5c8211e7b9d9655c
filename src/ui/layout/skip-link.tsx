// "Skip to main content": the first focusable element, visible when focused.
import { styled } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';

export const MAIN_ID = 'main';

const Anchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(-10),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontWeight: 600,
  '&:focus': { top: theme.spacing(1) },
}));

export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <Anchor href={`#${MAIN_ID}`} onClick={skip}>
      <FormattedMessage id="chrome.skipToMain" />
    </Anchor>
  );
}
