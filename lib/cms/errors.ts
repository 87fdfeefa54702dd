/** A failed content call. `status` is the backend's HTTP status, or 502/504 for network/timeout. */
export class CmsError extends Error {
  readonly status: number;
  readonly url: string;

  constructor(message: string, options: { status: number; url: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'CmsError';
    this.status = options.status;
    this.url = options.url;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** the backend says it is down for maintenance: the visitor goes to the maintenance page */
  get isMaintenance(): boolean {
    return this.status === 503;
  }
}
