// A member page: rendered whole per request, so every script carries the CSP nonce (proxy.ts).
export { default } from '@/components/app/PerRequest';
export const instant = false;
