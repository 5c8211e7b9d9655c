// Policy and agreement document lists, the document PDFs (`imageNow`, including the requests'
// filed summary documents) and the Co2 data.
import type { Hono } from 'hono';
import { renderPdf } from '../reports/pdf';
import type { ApiDeps, ApiEnv } from './env';
import { notFound, policyAnswer, withPension } from './respond';
import { displayDate, pdfResponse } from './reports';

/** Adds `PolicyDocuments/*`, `imageNow/document/{id}` and `Co2/co2Data/{id}`. */
export function registerDocuments(
  app: Hono<ApiEnv>,
  { personas, summaryDocuments }: ApiDeps,
): void {
  app.get(
    '/policydocuments/getpolicydocuments/:id',
    withPension((c, p) => c.json(p.policyDocuments)),
  );
  app.get(
    '/policydocuments/getagreementdocuments/:id',
    withPension((c, p) => c.json(p.agreementDocuments)),
  );
  app.get(
    '/co2/co2data/:id',
    withPension((c, p) =>
      p.co2 ? c.json(policyAnswer(p, p.co2)) : notFound(c, `No Co2 data for policy ${p.policyId}`),
    ),
  );

  app.get('/imagenow/document/:id', async (c) => {
    const id = c.req.param('id');
    const persona = c.get('persona');
    // A request's summary document is the PDF filed with it.
    const filed = summaryDocuments.find(persona.id, id);
    if (filed) return pdfResponse(c, filed.pdf, `${filed.documentId}.pdf`);
    for (const pension of persona.pensions) {
      const doc = [...pension.policyDocuments, ...pension.agreementDocuments].find(
        (d) => d.documentId.toLowerCase() === id.toLowerCase(),
      );
      if (!doc) continue;
      const bytes = await renderPdf({
        title: doc.title,
        header: [
          `Naam: ${personas.summary(persona.id).name}`,
          `Polis: ${pension.policyId} (${pension.employerName})`,
          `Documentdatum: ${doc.date.split('-').reverse().join('-')}`,
          `Opgevraagd: ${displayDate()}`,
        ],
        entries: [
          { key: 'Soort document', value: doc.documentType.description ?? doc.documentType.code },
          { key: 'Documentnummer', value: doc.documentId },
        ],
        paragraphs: [
          'Dit is een voorbeelddocument van de stub back end. Het echte document staat in het documentarchief.',
        ],
      });
      return pdfResponse(c, bytes, `${doc.documentId}.pdf`);
    }
    return notFound(c, `Document ${id} not found`);
  });
}
