export type Level = 'debug' | 'info' | 'warn' | 'error';
export type Fields = Record<string, unknown>;

/** Whether a line of `level` is written at all. */
export function logs(level: Level): boolean;
/** Writes one JSON line: `msg` and `fields` (redacted), with the request's id and trace id. */
export function log(level: Level, msg: string, fields?: Fields): void;
export const logger: Record<Level, (msg: string, fields?: Fields) => void>;
/** An error as log fields: its class and message (the stack only when asked). */
export function errorFields(error: unknown, options?: { stack?: boolean }): Fields;
export function installConsole(): void;
export function setLogOutput(write: (level: Level, line: string) => void, level?: Level): void;
