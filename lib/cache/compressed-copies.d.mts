export type Copies = { br: Buffer; gzip: Buffer };
export const COPY_ENCODINGS: readonly ['br', 'gzip'];
export const MIN_COPY_BYTES: number;
export function makeCopies(bytes: Buffer | undefined, options?: { later?: boolean }): Promise<Copies | undefined>;
export function attachCopies(bytes: Buffer, copies: Copies | undefined): Buffer;
export function copiesOf(bytes: unknown): Copies | undefined;
