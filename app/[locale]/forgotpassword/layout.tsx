// A member page: rendered whole per request, so every script carries the CSP nonce (proxy.ts).
import { memberPageLayout } from '@/components/app/PerRequest';

export default memberPageLayout();
export const instant = false;
