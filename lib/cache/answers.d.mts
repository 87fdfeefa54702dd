/** Keeps a content answer's text under `key` (stale-if-error, see answers.mjs). */
export function rememberAnswer(key: string, text: string): Promise<void>;
/** The last good answer's text for `key`, or null. */
export function recallAnswer(key: string): Promise<string | null>;
/** Runs `read`; `stale` tells whether any answer in it came from the last good copy. */
export function watchStaleAnswers<T>(read: () => Promise<T>): Promise<{ value: T; stale: boolean }>;
export function noteStaleAnswer(): void;
/** Whether any last good answer is at hand: in this process's memory, or in Redis. */
export function lastGoodAnswersKept(): Promise<boolean>;
