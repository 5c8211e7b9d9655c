// Loading and error states of a page part, and `Loaded`, which shows its children only when every
// query it waits for has answered. Plain styled elements (no MUI Alert or Skeleton): the home page
// uses them and must stay light.
import Box from '@mui/material/Box';
import { keyframes, styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { NotFoundError } from '../../api/api-error';
import { Button } from '../../ui/button/button';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type { Loadable } from './data/use-parsed-query';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

/** A grey placeholder bar. */
export const SkeletonLine = styled('span')(({ theme }) => ({
  display: 'block',
  height: '1.25em',
  margin: theme.spacing(1, 0),
  borderRadius: theme.shape.borderRadius,
  background: '#e6e6e6',
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/**
 * The height (px, per breakpoint) a part's content takes once loaded, kept free while it loads so
 * what follows does not jump down when the data arrives (layout shift).
 */
export type ReservedHeight = number | { xs: number; md: number };

/** Skeleton lines while a part loads, announced once as loading. */
export function LoadingBlock({ lines = 3, reserve }: { lines?: number; reserve?: ReservedHeight }) {
  return (
    <Box aria-busy="true" data-testid="loading" sx={{ maxWidth: 560, minHeight: reserve }}>
      {Array.from({ length: lines }, (_, index) => (
        <SkeletonLine key={index} aria-hidden style={{ width: `${90 - index * 15}%` }} />
      ))}
      <VisuallyHidden role="status">
        <FormattedMessage id="ui.spinner.loading" />
      </VisuallyHidden>
    </Box>
  );
}

export interface LoadErrorProps {
  /** Asks again; without it no retry button is shown. */
  onRetry?: () => void;
  /** Message id of the text; default the general load error. */
  messageId?: string;
}

/** A part whose data could not be fetched, with a retry. */
export function LoadError({ onRetry, messageId = 'page.common.loadError' }: LoadErrorProps) {
  return (
    <Box
      role="alert"
      data-testid="load-error"
      sx={{
        borderLeft: 4,
        borderColor: 'error.main',
        bgcolor: '#fdf2f1',
        px: 2,
        py: 1.5,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <Typography sx={{ flex: '1 1 20rem' }}>
        <FormattedMessage id={messageId} />
      </Typography>
      {onRetry && (
        <Button variant="secondary" compact onClick={onRetry}>
          <FormattedMessage id="page.common.retry" />
        </Button>
      )}
    </Box>
  );
}

type DataOf<Q> = Q extends Loadable<infer T> ? T : never;

export interface LoadedProps<Q extends readonly Loadable<unknown>[]> {
  queries: readonly [...Q];
  /** Skeleton lines while loading. */
  lines?: number;
  /** Space kept free while loading: about the height of the loaded content. */
  reserve?: ReservedHeight;
  children: (...data: { [K in keyof Q]: DataOf<Q[K]> }) => ReactNode;
}

/** Children with every query's data; a skeleton while any loads; an error with retry if any failed. */
export function Loaded<Q extends readonly Loadable<unknown>[]>({
  queries,
  lines,
  reserve,
  children,
}: LoadedProps<Q>) {
  const failed = queries.filter((query) => query.error);
  // What was asked for does not exist (a 404 the registry names a text for): asking again would
  // not help, so the text says what is missing and there is no retry.
  const missing = failed.map((query) => query.error).find((e) => e instanceof NotFoundError);
  if (missing) return <LoadError messageId={missing.messageId} />;
  if (failed.length > 0) {
    return <LoadError onRetry={() => failed.forEach((query) => query.retry())} />;
  }
  if (queries.some((query) => query.data === undefined))
    return <LoadingBlock lines={lines} reserve={reserve} />;
  const data = queries.map((query) => query.data) as { [K in keyof Q]: DataOf<Q[K]> };
  return <>{children(...data)}</>;
}
