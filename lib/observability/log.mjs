/**
 * The server's one logger: one JSON object a line, on stdout (errors and warnings on stderr, as
 * Node prints them), each with the time, level, message, the request's id and trace id when it is
 * written while serving one, and the event's own fields, every value passed through the redaction
 * (redact.mjs) first. The fields are listed in docs/operating.md.
 *
 * `installConsole()` sends what anything else prints with console.* (Next's own lines and errors,
 * libraries) the same way, so no line of the server escapes the redaction.
 */
import { format } from 'node:util';
import { requestContext } from './context.mjs';
import { redactText, redactValue } from './redact.mjs';
import { observabilitySettings } from './settings.mjs';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };
const SERVICE = 'site';
const STATE = Symbol.for('theatre.observability.log');

function state() {
  globalThis[STATE] ??= {
    threshold: LEVELS[observabilitySettings().LOG_LEVEL],
    write: (level, line) => (LEVELS[level] >= LEVELS.warn ? process.stderr : process.stdout).write(line),
  };
  return globalThis[STATE];
}

/** Whether a line of `level` is written at all (skip building one that would not be). */
export function logs(level) {
  return LEVELS[level] >= state().threshold;
}

/**
 * The time as an ISO string, from the performance clock: Next counts `Date.now()` and `new Date()`
 * read during a prerender as dynamic input, and a log line may be written during one.
 */
const now = () => new Date(Math.round(performance.timeOrigin + performance.now())).toISOString();

/** Writes one line: `msg` and `fields` (redacted), with the request's id and trace id. */
export function log(level, msg, fields = {}) {
  if (!logs(level)) return;
  const request = requestContext();
  const line = {
    time: now(),
    level,
    msg: redactText(String(msg)),
    service: SERVICE,
    ...(request ? { request_id: request.requestId, trace_id: request.traceId } : {}),
    ...redactValue(fields),
  };
  state().write(level, `${JSON.stringify(line)}\n`);
}

export const logger = {
  debug: (msg, fields) => log('debug', msg, fields),
  info: (msg, fields) => log('info', msg, fields),
  warn: (msg, fields) => log('warn', msg, fields),
  error: (msg, fields) => log('error', msg, fields),
};

/** An error as log fields: its class and message (the stack only for unexpected ones). */
export function errorFields(error, { stack = false } = {}) {
  if (!(error instanceof Error)) return { error: String(error) };
  return { error: error.name, error_message: error.message, ...(stack && error.stack ? { stack: error.stack } : {}) };
}

const ANSI_ESCAPES = /\x1b\[[0-9;]*m/g;
const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' };

/** Every console.* line of this process as a JSON line through the redaction (once). */
export function installConsole() {
  if (console[STATE]) return;
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    // Next colours its own lines for a terminal: the escapes are dropped
    console[method] = (...args) => log(level, format(...args).replace(ANSI_ESCAPES, ''), { source: 'console' });
  }
  console[STATE] = true;
}

/** Tests: where the lines go, and from which level. */
export function setLogOutput(write, level = 'debug') {
  state().write = write;
  state().threshold = LEVELS[level];
}
