// Arrange yourself (/zelf-regelen): one card per area the member may use.
import { FormattedMessage } from 'react-intl';
import type { PageProps } from '../shared/page-props';
import { PageHeading } from '../shared/page-heading';
import { ArrangeCardList } from './arrange-card-list';

export function ArrangePage({ titleId }: PageProps) {
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.arrange.intro" />} />
      <ArrangeCardList />
    </>
  );
}
