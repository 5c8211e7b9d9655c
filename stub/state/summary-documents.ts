// The requests' summary documents the stub has filed (ADR 0003): what the portal sent as the
// request's content, the PDF rendered from it, and the command that refers to it. Testers find a
// request's answers here (`GET /__stub/summary-documents`), the member's archive serves the PDF.

/** The command that refers to a summary document. */
export interface DocumentRequest {
  /** HTTP method of the command. */
  method: string;
  /** Path of the command as sent. */
  path: string;
  /** The ids the command's answer gave (commandId, workflowId, requestId …). */
  ids: Record<string, string>;
}

/** One filed summary document. */
export interface SummaryDocument {
  /** Id for the command's reference and for `imageNow/document/{id}`. */
  documentId: string;
  /** The member persona it belongs to. */
  persona: string;
  /** The policy it was filed under. */
  policyId: string;
  /** The document kind from the path, e.g. valueTransfer. */
  kind: string;
  /** The PDF's title. */
  title: string;
  /** The request content as received (the body of the filing call). */
  content: unknown;
  /** ISO time filed. */
  filedAt: string;
  /** The rendered PDF. */
  pdf: Uint8Array;
  /** The command that refers to it, once one was accepted. */
  request?: DocumentRequest;
}

/** The filed summary documents of one API instance. */
export class SummaryDocuments {
  #documents: SummaryDocument[] = [];

  /** Keeps a filed document. */
  file(document: SummaryDocument): void {
    this.#documents.push(document);
  }

  /** The document with this id (case-insensitive) of this persona, if any. */
  find(persona: string, documentId: string): SummaryDocument | undefined {
    const id = documentId.toLowerCase();
    return this.#documents.find(
      (document) => document.persona === persona && document.documentId.toLowerCase() === id,
    );
  }

  /** Documents in filing order, optionally of one persona. */
  list(persona?: string): SummaryDocument[] {
    return this.#documents.filter(
      (document) => persona === undefined || document.persona === persona,
    );
  }

  /** Forgets everything (stub reset). */
  clear(): void {
    this.#documents = [];
  }
}
