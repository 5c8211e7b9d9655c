// Contact (/contact): phone, the contact form, and the FAQ by category.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { PageProps } from '../shared/page-props';
import { Button } from '../../ui/button/button';
import { FormDownloadedModal } from '../../ui/modals/form-downloaded-modal';
import { useModals } from '../../ui/modals/modal-store';
import { supportPhone } from '../../ui/modals/support-phone';
import { usePerson } from '../shared/data/use-data';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { FAQ_PATH, FaqCategoryCards } from './faq-category-cards';

/** The change-of-details form a member fills in and sends back through the contact form. */
export const DETAILS_FORM_PATH = '/forms/formulier-wijziging-gegevens.pdf';

export function ContactPage({ titleId }: PageProps) {
  const person = usePerson();
  const modals = useModals();
  const phone = supportPhone();
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.contact.intro" />} />
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          mb: 2,
        }}
      >
        <Section titleId="page.contact.phone.title">
          <Typography sx={{ mb: 1 }}>
            <FormattedMessage id="page.contact.phone.text" />
          </Typography>
          {phone && (
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1 }}>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </Typography>
          )}
          <Typography color="text.secondary">
            <FormattedMessage id="page.contact.phone.hours" />
          </Typography>
        </Section>
        <Section titleId="page.contact.form.title" data-testid="contact-form-part">
          <Typography sx={{ mb: 1 }}>
            <FormattedMessage id="page.contact.form.text" />
          </Typography>
          <Loaded queries={[person]} lines={1}>
            {({ email }) =>
              email && (
                <Typography sx={{ mb: 2 }} data-testid="contact-email">
                  <FormattedMessage id="page.contact.form.answerTo" values={{ email }} />
                </Typography>
              )
            }
          </Loaded>
          <Button to="/contact/contactformulier">
            <FormattedMessage id="page.contact.form.button" />
          </Button>
          <Typography sx={{ mt: 3, mb: 1 }}>
            <FormattedMessage id="page.contact.download.text" />
          </Typography>
          <a
            href={DETAILS_FORM_PATH}
            download
            data-testid="contact-form-download"
            onClick={() => modals.open(FormDownloadedModal, {})}
          >
            <FormattedMessage id="page.contact.download.link" />
          </a>
        </Section>
      </Box>
      <Section titleId="page.contact.faq.title">
        <FaqCategoryCards level={3} />
        <Button variant="secondary" to={FAQ_PATH}>
          <FormattedMessage id="page.contact.faq.all" />
        </Button>
      </Section>
    </>
  );
}
