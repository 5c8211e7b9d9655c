// The questions of one FAQ category (/contact/veelgestelde-vragen/{category}); an unknown
// category says so and leads back to the categories.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import type { PageProps } from '../shared/page-props';
import { Button } from '../../ui/button/button';
import { FAQ_PATH } from './faq-category-cards';
import { FaqAccordion } from './faq/faq-accordion';
import { useFaq } from './faq/faq-content';

export function FaqCategoryPage(_props: PageProps) {
  const { category: slug } = useParams();
  const { categories } = useFaq();
  const category = categories.find((entry) => entry.slug === slug);
  return (
    <>
      <Box sx={{ mb: 4 }}>
        <Typography component="h1" variant="h4" sx={{ mb: 1.5 }}>
          {category ? category.title : <FormattedMessage id="page.contact.faq.notFound.title" />}
        </Typography>
        <Typography sx={{ maxWidth: '70ch' }}>
          {category ? (
            category.description
          ) : (
            <FormattedMessage id="page.contact.faq.notFound.text" />
          )}
        </Typography>
      </Box>
      {category && <FaqAccordion items={category.items} />}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant={category ? 'secondary' : 'primary'} to={FAQ_PATH}>
          <FormattedMessage id="page.contact.faq.allCategories" />
        </Button>
        <Button variant="secondary" to="/contact">
          <FormattedMessage id="page.contact.faq.toContact" />
        </Button>
      </Box>
    </>
  );
}
