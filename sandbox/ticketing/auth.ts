/** Password hashing (salted scrypt) and bearer-token sessions (2 hours from login). */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { SandboxContext } from '../context';
import type { TkEnv } from './respond';

export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
const KEY_LEN = 32;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LEN, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$<salt hex>$<hash hex>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** The synchronous variant, for use inside a database transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, KEY_LEN).toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const key = await scryptAsync(password, Buffer.from(saltHex, 'hex'));
  const expected = Buffer.from(hashHex, 'hex');
  return expected.length === key.length && timingSafeEqual(expected, key);
}

export function createSession(ctx: SandboxContext, memberId: number): { token: string; expiresAt: number } {
  const token = randomBytes(24).toString('base64url');
  const now = ctx.now();
  const expiresAt = now + SESSION_TTL_MS;
  ctx.db
    .prepare('INSERT INTO tk_sessions (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(token, memberId, now, expiresAt);
  return { token, expiresAt };
}

export function revokeSession(ctx: SandboxContext, token: string): void {
  ctx.db.prepare('UPDATE tk_sessions SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(ctx.now(), token);
}

export function revokeAllSessions(ctx: SandboxContext, memberId: number): void {
  ctx.db
    .prepare('UPDATE tk_sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL')
    .run(ctx.now(), memberId);
}

function bearer(header: string | undefined): string | undefined {
  const m = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return m?.[1];
}

/** The member id of a live session, or undefined. */
export function sessionMember(
  ctx: SandboxContext,
  authorization: string | undefined,
): { memberId: number; token: string } | undefined {
  const token = bearer(authorization);
  if (!token) return undefined;
  const row = ctx.db
    .prepare('SELECT member_id FROM tk_sessions WHERE token = ? AND revoked_at IS NULL AND expires_at > ?')
    .get(token, ctx.now()) as { member_id: number } | undefined;
  return row ? { memberId: row.member_id, token } : undefined;
}

/** Member-only routes: a missing, unknown, revoked or expired token is HTTP 401 `{code:401,msg:'Unauthorized'}`. */
export function requireMember(ctx: SandboxContext): MiddlewareHandler<TkEnv> {
  return async (c, next) => {
    const session = sessionMember(ctx, c.req.header('Authorization'));
    if (!session) return c.json({ code: 401, msg: 'Unauthorized', data: null }, 401);
    c.set('memberId', session.memberId);
    c.set('sessionToken', session.token);
    await next();
  };
}
