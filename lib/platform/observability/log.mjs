// @ts-check
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
import { observabilitySettings } from '../config/observability-settings.mjs';

/** @typedef {'debug' | 'info' | 'warn' | 'error'} Level */
/** @typedef {Record<string, unknown>} Fields */
/** @typedef {(level: Level, line: string) => void} Write */

/** @type {Record<Level, number>} */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };
const SERVICE = 'site';
const STATE = Symbol.for('theatre.observability.log');

/** `globalThis`, seen as the holder of the one output per process */
const shared = /** @type {{ [STATE]?: { threshold: number, write: Write } }} */ (globalThis);

function state() {
  return (shared[STATE] ??= {
    threshold: LEVELS[observabilitySettings().LOG_LEVEL],
    write: (level, line) => {
      (LEVELS[level] >= LEVELS.warn ? process.stderr : process.stdout).write(line);
    },
  });
}

/**
 * Whether a line of `level` is written at all (skip building one that would not be).
 * @param {Level} level
 * @returns {boolean}
 */
export function logs(level) {
  return LEVELS[level] >= state().threshold;
}

/**
 * The time as an ISO string, from the performance clock: Next counts `Date.now()` and `new Date()`
 * read during a prerender as dynamic input, and a log line may be written during one.
 */
const now = () => new Date(Math.round(performance.timeOrigin + performance.now())).toISOString();

/**
 * Writes one JSON line: `msg` and `fields` (redacted), with the request's id and trace id.
 * @param {Level} level
 * @param {string} msg
 * @param {Fields} [fields]
 * @returns {void}
 */
export function log(level, msg, fields = {}) {
  if (!logs(level)) return;
  const request = requestContext();
  const line = {
    time: now(),
    level,
    msg: redactText(String(msg)),
    service: SERVICE,
    ...(request ? { request_id: request.requestId, trace_id: request.traceId } : {}),
    // an object stays an object of the same keys through the redaction
    .../** @type {Fields} */ (redactValue(fields)),
  };
  state().write(level, `${JSON.stringify(line)}\n`);
}

/** @type {Record<Level, (msg: string, fields?: Fields) => void>} */
export const logger = {
  debug: (msg, fields) => log('debug', msg, fields),
  info: (msg, fields) => log('info', msg, fields),
  warn: (msg, fields) => log('warn', msg, fields),
  error: (msg, fields) => log('error', msg, fields),
};

/**
 * An error as log fields: its class and message (the stack only for unexpected ones, when asked).
 * @param {unknown} error
 * @param {{ stack?: boolean }} [options]
 * @returns {Fields}
 */
export function errorFields(error, { stack = false } = {}) {
  if (!(error instanceof Error)) return { error: String(error) };
  return { error: error.name, error_message: error.message, ...(stack && error.stack ? { stack: error.stack } : {}) };
}

const ANSI_ESCAPES = /\x1b\[[0-9;]*m/g;
/** @type {Record<'debug' | 'log' | 'info' | 'warn' | 'error', Level>} */
const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' };

/** `console`, marked once its methods write through here */
const consoleMark = /** @type {Console & { [STATE]?: true }} */ (console);

/** Every console.* line of this process as a JSON line through the redaction (once). */
export function installConsole() {
  if (consoleMark[STATE]) return;
  for (const [method, level] of /** @type {[keyof typeof CONSOLE_LEVELS, Level][]} */ (
    Object.entries(CONSOLE_LEVELS)
  )) {
    // Next colours its own lines for a terminal: the escapes are dropped
    console[method] = (...args) => log(level, format(...args).replace(ANSI_ESCAPES, ''), { source: 'console' });
  }
  consoleMark[STATE] = true;
}

/**
 * Tests: where the lines go, and from which level.
 * @param {Write} write
 * @param {Level} [level]
 */
export function setLogOutput(write, level = 'debug') {
  state().write = write;
  state().threshold = LEVELS[level];
}
