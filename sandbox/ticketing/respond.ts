/** The Damai-style answer `{code, msg, data}`, typed errors and request parsing helpers. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { localize, type Lang } from './messages';

export type TkEnv = { Variables: { lang: Lang; memberId: number; sessionToken: string } };
export type TkContext = Context<TkEnv>;

/** An API error: HTTP status = `code`, English `message` (localized when answered). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function ok(c: TkContext, data: unknown = null): Response {
  return c.json({ code: 200, msg: localize('success', c.get('lang') ?? 'en'), data });
}

export function fail(c: TkContext, err: ApiError): Response {
  return c.json({ code: err.status, msg: localize(err.message, c.get('lang') ?? 'en'), data: err.data }, err.status);
}

/** langType 1 / locale zh-hans -> zh; langType 2 / locale en -> en. */
export function langFrom(value: unknown): Lang | undefined {
  if (value === 1 || value === '1' || value === 'zh-hans' || value === 'zh') return 'zh';
  if (value === 2 || value === '2' || value === 'en') return 'en';
  return undefined;
}

function noteLang(c: TkContext, raw: unknown): void {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const r = raw as Record<string, unknown>;
    const lang = langFrom(r.langType) ?? langFrom(r.locale);
    if (lang) c.set('lang', lang);
  }
}

function firstIssue(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue.path.join('.');
  return new ApiError(400, issue.message, {
    field: field || null,
    errors: error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  });
}

/** Parses and validates a JSON body; bad JSON or a failed schema is a 400, never a crash. */
export async function readBody<T extends z.ZodType>(c: TkContext, schema: T): Promise<z.output<T>> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'Malformed JSON body');
    }
  }
  noteLang(c, raw);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw firstIssue(parsed.error);
  return parsed.data;
}

/** Validates the query string. */
export function readQuery<T extends z.ZodType>(c: TkContext, schema: T): z.output<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw firstIssue(parsed.error);
  return parsed.data;
}

/** Query number: absent or '' -> undefined; otherwise a finite number or 'Must be number'. */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = Number(v);
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: 'Must be number' });
        return z.NEVER;
      }
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `Must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** The list envelope `{dataList, totalPage, total, currentPage, pageSize}`; pageSize 0 = all. */
export function page<T>(
  items: T[],
  currentPage = 1,
  pageSize = 10,
): {
  dataList: T[];
  totalPage: number;
  total: number;
  currentPage: number;
  pageSize: number;
} {
  const total = items.length;
  if (pageSize === 0) return { dataList: items, totalPage: 1, total, currentPage: 1, pageSize: 0 };
  const totalPage = Math.max(1, Math.ceil(total / pageSize));
  const start = (currentPage - 1) * pageSize;
  return { dataList: items.slice(start, start + pageSize), totalPage, total, currentPage, pageSize };
}

/** Paging query common to every list call (`currentPage` or `page`, `pageSize`). */
export const pagingQuery = z.object({
  currentPage: queryInt(1, 100_000),
  page: queryInt(1, 100_000),
  pageSize: queryInt(0, 500),
});

export function paging(q: { currentPage?: number; page?: number; pageSize?: number }): [number, number] {
  return [q.currentPage ?? q.page ?? 1, q.pageSize ?? 10];
}

export const yuan = (fen: number): number => Math.round(fen) / 100;
