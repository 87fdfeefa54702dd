// The queue page: rendered whole per request (a visitor without JavaScript reads their place in
// the HTML itself, not in a streamed part that only a script would show).
import { memberPageLayout } from '@/components/app/PerRequest';

export default memberPageLayout(['Queue']);
export const instant = false;
