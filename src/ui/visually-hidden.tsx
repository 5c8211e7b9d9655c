// Text for screen readers only (skip-link targets, badge counts, spinner labels).
import { styled } from '@mui/material/styles';

/** Hidden visually, still read by assistive technology. */
export const VisuallyHidden = styled('span')({
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
});
