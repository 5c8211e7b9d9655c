// Body of `POST /Reports/requestsummary/{kind}/{policyId}` (ADR 0003): the answers a command body
// has no room for, filed as the request's summary document. The content is the flow's own
// mapping, so only its shape is checked: a JSON object with at least one field. A `kind` in the
// path that is not a word is refused as the field `kind`.
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { across } from './rules';

/** `kind` in the path: a word such as `valueTransfer`. */
export const SUMMARY_DOCUMENT_KIND = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;

/** Any non-empty object; the path's `kind` must be a word. */
export const requestSummaryDocumentBody = defineBody({
  method: 'POST',
  path: '/reports/requestsummary/:kind/:id',
  policyInPath: true,
  schema: ({ params }) =>
    v.pipe(
      v.looseObject({}),
      across<Record<string, unknown>>((content, refuse) => {
        if (!SUMMARY_DOCUMENT_KIND.test(params.kind ?? ''))
          refuse(['kind'], 'INVALID_VALUE', 'kind must be a word such as valueTransfer');
        else if (Object.keys(content).length === 0)
          refuse([], 'REQUIRED', 'The request content must name at least one answer');
      }),
    ),
});
