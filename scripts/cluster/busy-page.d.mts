export const BUSY_LOCALES: string[];
export const BUSY_RETRY_AFTER_S: number;
export function busyPage(locale: string, messages: Record<string, unknown>): string;
export function writeBusyPages(options: { root: string; dir: string }): string;
