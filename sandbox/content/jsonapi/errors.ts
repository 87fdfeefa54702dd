export const JSONAPI_TYPE = 'application/vnd.api+json';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 415 | 422;

const titles: Record<ErrorStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
};

/** A JSON:API error answer; thrown anywhere in request handling and turned into a response. */
export class JsonApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly detail: string,
    readonly source?: { parameter?: string; pointer?: string },
  ) {
    super(detail);
  }

  toDocument() {
    return {
      jsonapi: { version: '1.0', meta: { links: { self: { href: 'http://jsonapi.org/format/1.0/' } } } },
      errors: [
        {
          title: titles[this.status],
          status: String(this.status),
          detail: this.detail,
          ...(this.source ? { source: this.source } : {}),
          links: {
            via: { href: '' },
            info: { href: `http://www.w3.org/Protocols/rfc2616/rfc2616-sec10.html#sec10.4.${this.status - 399}` },
          },
        },
      ],
    };
  }
}

export const badRequest = (detail: string, parameter?: string) =>
  new JsonApiError(400, detail, parameter ? { parameter } : undefined);
