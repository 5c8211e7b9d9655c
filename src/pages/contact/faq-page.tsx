// Frequently asked questions (/contact/veelgestelde-vragen): one card per category.
import { FormattedMessage } from 'react-intl';
import type { PageProps } from '../shared/page-props';
import { PageHeading } from '../shared/page-heading';
import { FaqCategoryCards } from './faq-category-cards';

export function FaqPage({ titleId }: PageProps) {
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.contact.faq.intro" />} />
      <FaqCategoryCards />
    </>
  );
}
