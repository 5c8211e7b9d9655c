// Component listings (/component-listing and /new-component-listing, with /card and /modal
// children; blocked in production): the shared UI (buttons, spinners, modals) and the information
// pages' building blocks, for designers, testers and accessibility checks.
import { FormattedMessage } from 'react-intl';
import type { PageProps } from '../shared/page-props';
import { PageHeading } from '../shared/page-heading';
import { ButtonsAndSpinners } from './buttons-and-spinners';
import { Cards } from './cards';
import { ListingNav } from './listing-nav';
import { Modals } from './modals';

export type ListingGeneration = 'classic' | 'new';
export type ListingPart = 'overview' | 'card' | 'modal';

const bases: Record<ListingGeneration, string> = {
  classic: '/component-listing',
  new: '/new-component-listing',
};

export function ComponentListingPage({
  titleId,
  generation,
  part,
}: PageProps & { generation: ListingGeneration; part: ListingPart }) {
  return (
    <>
      <PageHeading
        titleId={titleId}
        intro={<FormattedMessage id={`page.componentListing.intro.${generation}`} />}
      />
      <ListingNav base={bases[generation]} />
      {part === 'overview' && <ButtonsAndSpinners />}
      {part === 'card' && <Cards generation={generation} />}
      {part === 'modal' && <Modals />}
    </>
  );
}

const listing = (generation: ListingGeneration, part: ListingPart) => {
  const Listing = (props: PageProps) => (
    <ComponentListingPage {...props} generation={generation} part={part} />
  );
  return Listing;
};

export const ComponentListing = listing('classic', 'overview');
export const ComponentListingCards = listing('classic', 'card');
export const ComponentListingModals = listing('classic', 'modal');
export const NewComponentListing = listing('new', 'overview');
export const NewComponentListingCards = listing('new', 'card');
export const NewComponentListingModals = listing('new', 'modal');
