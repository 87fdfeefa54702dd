// A member page: rendered whole per request, so every script carries the CSP nonce (proxy.ts).
import { memberPageLayout } from '@/components/app/PerRequest';

// the order page shows the payment result (Checkout)
export default memberPageLayout(['Profile', 'Checkout']);
export const instant = false;
