// The requests' summary documents (ADR 0003; not in spec section 7): the answers a command body
// has no room for. `POST /Reports/requestsummary/{kind}/{policyId}` renders the request content as
// a PDF, files it in the member's archive (a policy document, served by `imageNow/document/{id}`)
// and answers `{ documentId }`. A command that carries `summaryDocumentId` must name a document
// of that member that no other request uses; once accepted, the document records that command.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { flatten } from '../reports/flatten';
import { renderPdf } from '../reports/pdf';
import { requestLanguage, showValue } from '../reports/show-value';
import { today } from '../state/dates';
import type { ApiDeps, ApiEnv } from './env';
import { asRecord } from './body';
import { displayDate, languageOf } from './reports';
import { onWrite } from './bodies/on-write';
import { requestSummaryDocumentBody } from './bodies/request-summary-document';
import { badRequest, pathPension } from './respond';
import { routeKind, SUMMARY_DOCUMENT_PATH } from './route-kind';

/** The command body key that refers to a filed summary document. */
export const SUMMARY_DOCUMENT_REFERENCE = 'summaryDocumentId';

/**
 * Titles of the kinds the portal files (lower case), and the content's amounts in euros (dotted
 * paths); another kind gets a general title.
 */
const titles: Record<string, { nl: string; en: string; amounts?: string[] }> = {
  valuetransfer: { nl: 'Aanvraag waardeoverdracht', en: 'Value transfer request' },
  valuetransferapproval: {
    nl: 'Akkoordverklaring waardeoverdracht',
    en: 'Value transfer approval',
    amounts: ['offer.transferValue'],
  },
};

/** Adds `POST /reports/requestsummary/{kind}/{id}` (body: bodies/request-summary-document.ts). */
export function registerSummaryDocuments(app: Hono<ApiEnv>, deps: ApiDeps): void {
  const { personas, ids, summaryDocuments } = deps;
  onWrite(app, requestSummaryDocumentBody, async (c, content) => {
    const pension = pathPension(c);
    // Routes match a lower-cased path; the record keeps the kind as sent.
    const kind = decodeURIComponent(new URL(c.req.url).pathname.split('/')[3] ?? '');
    const persona = c.get('persona');
    // Written in the language of the pages the request came from, else the member's own.
    const language = requestLanguage(c.req.header('Accept-Language'), languageOf(persona));
    const english = language === 'en';
    const known = titles[kind.toLowerCase()];
    const amounts = new Set(known?.amounts);
    const title = known
      ? known[english ? 'en' : 'nl']
      : `${english ? 'Request summary' : 'Samenvatting aanvraag'} (${kind})`;
    const documentId = ids.next('DOC');
    const pdf = await renderPdf({
      title,
      header: [
        `${english ? 'Name' : 'Naam'}: ${personas.summary(persona.id).name}`,
        `${english ? 'Policy' : 'Polis'}: ${pension.policyId} (${pension.employerName})`,
        `${english ? 'Date' : 'Datum'}: ${displayDate()}`,
        `${english ? 'Document' : 'Document'}: ${documentId}`,
      ],
      entries: flatten(content, '', (value, key) => showValue(value, language, amounts.has(key))),
    });
    summaryDocuments.file({
      documentId,
      persona: persona.id,
      policyId: pension.policyId,
      kind,
      title,
      content,
      filedAt: new Date().toISOString(),
      pdf,
    });
    pension.policyDocuments.push({
      documentId,
      title,
      documentType: {
        code: 'AANVRAAG',
        description: english ? 'Request summary' : 'Samenvatting aanvraag',
      },
      date: today(),
      mimeType: 'application/pdf',
      sizeInBytes: pdf.length,
    });
    return c.json({ documentId });
  });
}

/** The string ids of a command's JSON answer (commandId, workflowId, requestId …). */
async function answerIds(response: Response): Promise<Record<string, string>> {
  try {
    const answer = asRecord(await response.clone().json());
    return Object.fromEntries(
      Object.entries(answer).filter(
        (entry): entry is [string, string] => /Id$/.test(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Middleware for commands that refer to a summary document: 400 on `summaryDocumentId` when it
 * names no document of this member or one another request already uses; after an accepted
 * command, the document records it.
 */
export const linkSummaryDocuments =
  ({ summaryDocuments }: ApiDeps): MiddlewareHandler<ApiEnv> =>
  async (c: Context<ApiEnv>, next) => {
    const path = new URL(c.req.url).pathname;
    const body = asRecord(c.get('body'));
    if (
      routeKind(c.req.method, path) !== 'command' ||
      path.toLowerCase().startsWith(SUMMARY_DOCUMENT_PATH) ||
      !(SUMMARY_DOCUMENT_REFERENCE in body)
    )
      return next();
    const id = body[SUMMARY_DOCUMENT_REFERENCE];
    const document =
      typeof id === 'string' ? summaryDocuments.find(c.get('persona').id, id) : undefined;
    if (!document)
      return badRequest(
        c,
        SUMMARY_DOCUMENT_REFERENCE,
        `${SUMMARY_DOCUMENT_REFERENCE} ${String(id)} is not a summary document of this participant`,
      );
    if (document.request)
      return badRequest(
        c,
        SUMMARY_DOCUMENT_REFERENCE,
        `${SUMMARY_DOCUMENT_REFERENCE} ${document.documentId} already belongs to ${document.request.path}`,
      );
    await next();
    if (c.res.status < 400)
      document.request = { method: c.req.method, path, ids: await answerIds(c.res) };
  };
