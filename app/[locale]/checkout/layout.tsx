// A member page: rendered whole per request, so every script carries the CSP nonce (proxy.ts).
import { memberPageLayout } from '@/components/app/PerRequest';

// points redemption opens the points account (Profile)
export default memberPageLayout(['Checkout', 'Cart', 'Profile']);
export const instant = false;
