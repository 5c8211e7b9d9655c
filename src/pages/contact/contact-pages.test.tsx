import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberAnswers } from '../testing/fixtures';
import { expectHeading, failing, pending, renderPage } from '../testing/render-page';
import { ContactPage } from './contact-page';
import { FaqCategoryPage } from './faq-category-page';
import { FaqPage } from './faq-page';
import { faqContent } from './faq/faq-content';

const CATEGORY = '/contact/veelgestelde-vragen/:category';

describe('ContactPage', () => {
  const page = <ContactPage titleId="route.contact" />;

  it('shows a skeleton while the e-mail address loads', () => {
    renderPage(page, { answers: { ...memberAnswers, ...pending('/plexus/personDetailsQuery') } });
    expect(within(screen.getByTestId('contact-form-part')).getByTestId('loading')).toBeVisible();
  });

  it('shows an error when the e-mail address cannot be fetched', async () => {
    renderPage(page, { answers: { ...memberAnswers, ...failing('/plexus/personDetailsQuery') } });
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('shows phone, the contact form with the e-mail address, and the FAQ topics', async () => {
    renderPage(page, { answers: memberAnswers });
    await expectHeading('Contact');
    expect(await screen.findByTestId('contact-email')).toHaveTextContent('jan.devries@example.nl');
    expect(screen.getByRole('link', { name: 'Naar het contactformulier' })).toHaveAttribute(
      'href',
      '/contact/contactformulier',
    );
    expect(screen.getByRole('link', { name: 'Partnerpensioen' })).toHaveAttribute(
      'href',
      '/contact/veelgestelde-vragen/partnerpensioen',
    );
  });
});

describe('ContactPage form download (spec section 2, form-downloaded modal)', () => {
  it('downloads the form and explains how to send it back through the contact form', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage titleId="route.contact" />, { answers: memberAnswers });
    const link = await screen.findByRole('link', {
      name: 'Download het formulier wijziging gegevens (pdf)',
    });
    expect(link).toHaveAttribute('href', '/forms/formulier-wijziging-gegevens.pdf');
    expect(link).toHaveAttribute('download');
    // jsdom cannot download; the browser follows the link after the modal opens.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Het formulier is gedownload' });
    expect(within(dialog).getByRole('link', { name: /contactformulier/i })).toHaveAttribute(
      'href',
      '/contact/contactformulier',
    );
  });
});

describe('FaqPage', () => {
  it('shows one card per category, in English too', async () => {
    renderPage(<FaqPage titleId="route.contact.faq" />, { english: true });
    await expectHeading('Frequently asked questions');
    for (const category of faqContent.en.categories) {
      expect(await screen.findByRole('link', { name: category.title })).toHaveAttribute(
        'href',
        `/contact/veelgestelde-vragen/${category.slug}`,
      );
    }
  });
});

describe('FaqCategoryPage', () => {
  it('shows the questions of a category as an accordion with bullets and links', async () => {
    renderPage(<FaqCategoryPage titleId="route.contact.faq.category" />, {
      route: '/contact/veelgestelde-vragen/extra-inleggen',
      path: CATEGORY,
    });
    await expectHeading('Extra inleggen');
    const question = screen.getByRole('button', {
      name: /Wat is het verschil tussen bruto en netto inleggen\?/,
    });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(question).toHaveTextContent('Bruto geeft nu belastingvoordeel, netto later.');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Bruto: u mag de inleg aftrekken/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Kan ik ook elke maand/ }));
    expect(screen.getByRole('link', { name: 'Extra inleggen regelen' })).toHaveAttribute(
      'href',
      '/zelf-regelen/extra-inleggen',
    );
  });

  it('opens links to other sites in a new window and says so', async () => {
    renderPage(<FaqCategoryPage titleId="route.contact.faq.category" />, {
      route: '/contact/veelgestelde-vragen/waardeoverdracht',
      path: CATEGORY,
    });
    await userEvent.click(screen.getByRole('button', { name: /Is waardeoverdracht altijd/ }));
    const link = screen.getByRole('link', { name: /Mijnpensioenoverzicht\.nl.*nieuw venster/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('an unknown category says it was not found and leads back', async () => {
    renderPage(<FaqCategoryPage titleId="route.contact.faq.category" />, {
      route: '/contact/veelgestelde-vragen/bestaat-niet',
      path: CATEGORY,
    });
    await expectHeading('Onderwerp niet gevonden');
    expect(screen.getByRole('link', { name: 'Alle onderwerpen' })).toHaveAttribute(
      'href',
      '/contact/veelgestelde-vragen',
    );
  });
});

describe('FAQ content', () => {
  it('has the same categories and items in Dutch and English', () => {
    const shape = (language: 'nl' | 'en') =>
      faqContent[language].categories.map((category) => ({
        slug: category.slug,
        items: category.items.map((item) => ({
          descriptions: item.descriptions.map((d) => ({
            bullets: d.bullets?.length ?? 0,
            url: d.link?.url,
          })),
        })),
      }));
    expect(shape('en')).toEqual(shape('nl'));
  });

  it('covers the topics members ask about, each with a preview per question', () => {
    expect(faqContent.nl.categories.map((category) => category.slug)).toEqual([
      'pensioenleeftijd',
      'extra-inleggen',
      'beleggen',
      'partnerpensioen',
      'waardeoverdracht',
      'verhuizen-naar-het-buitenland',
    ]);
    for (const language of ['nl', 'en'] as const) {
      for (const item of faqContent[language].categories.flatMap((c) => c.items)) {
        expect(item.preview.length).toBeGreaterThan(0);
        expect(item.descriptions.length).toBeGreaterThan(0);
      }
    }
  });
});
