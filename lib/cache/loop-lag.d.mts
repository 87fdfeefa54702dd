export function loopBlockedMs(): number;
export const MAX_LOOP_ALLOWANCE_MS: number;
export function answerInTime<T>(work: Promise<T>, timeoutMs: number, late: () => Error): Promise<T>;
