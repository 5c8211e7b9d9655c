// The arrange-yourself cards the member may use (home and /zelf-regelen): one card per area
// whose permission flags are all true.
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePermissions } from '../../permissions/use-permissions';
import { CardGrid, LinkCard } from '../shared/link-card';
import { LoadingBlock } from '../shared/query-state';
import { useRouteFacts } from '../shared/route-facts';
import { arrangeCardsOf, arrangeFlagsOf } from './arrange-areas';

export function ArrangeCardList({ level = 2 }: { level?: 2 | 3 }) {
  const { routes } = useRouteFacts();
  const arrangeCards = useMemo(() => arrangeCardsOf(routes), [routes]);
  const { flags, loading } = usePermissions(
    useMemo(() => arrangeFlagsOf(arrangeCards), [arrangeCards]),
  );
  if (loading) return <LoadingBlock lines={4} />;
  const cards = arrangeCards.filter((card) => card.flags.every((flag) => flags[flag] === true));
  if (cards.length === 0) {
    return (
      <Typography data-testid="no-arrange-cards" sx={{ mb: 5 }}>
        <FormattedMessage id="page.arrange.none" />
      </Typography>
    );
  }
  return (
    <CardGrid>
      {cards.map((card) => (
        <li key={card.path}>
          <LinkCard
            titleId={card.titleId}
            textId={card.textId}
            to={card.path}
            level={level}
            data-testid={`arrange-card-${card.path}`}
          />
        </li>
      ))}
    </CardGrid>
  );
}
