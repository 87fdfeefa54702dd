export const REDACTED: string;
/** A string with every credential and piece of personal data in it replaced. */
export function redactText(text: string): string;
/** A value fit to be written: sensitive fields dropped, every string scrubbed. */
export function redactValue<T>(value: T): unknown;
/** A request target as it may be logged: order tokens and query values (but harmless ones) redacted. */
export function redactPath(target: string): string;
