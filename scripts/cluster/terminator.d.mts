export function selfSignedPem(dir: string): { pem: string; cert: string };
export function terminatorArgs(options: { port: number; proxyPort: number; pem: string; dir: string }): string[];
