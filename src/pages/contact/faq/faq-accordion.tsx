// FAQ items as an accordion: the question (with its preview) opens the answer, which has
// paragraphs, bullets and an optional link (inside the portal or to another site).
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '../../shared/external-link';
import type { FaqItem, FaqLink } from './faq-content';

function AnswerLink({ link }: { link: FaqLink }) {
  return link.url.startsWith('/') ? (
    <RouterLink to={link.url}>{link.text}</RouterLink>
  ) : (
    <ExternalLink href={link.url}>{link.text}</ExternalLink>
  );
}

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Box sx={{ maxWidth: 860, mb: 5 }} data-testid="faq-accordion">
      {items.map((item) => (
        <Accordion
          key={item.title}
          disableGutters
          variant="outlined"
          sx={{ '&:before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box>
              <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                {item.title}
              </Typography>
              <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
                {item.preview}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            {item.descriptions.map((description, index) => (
              <Box key={index} sx={{ mb: 2 }}>
                <Typography sx={{ maxWidth: '70ch' }}>{description.content}</Typography>
                {description.bullets && (
                  <Box component="ul" sx={{ my: 1 }}>
                    {description.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </Box>
                )}
                {description.link && (
                  <Typography sx={{ mt: 1 }}>
                    <AnswerLink link={description.link} />
                  </Typography>
                )}
              </Box>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
