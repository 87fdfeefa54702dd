import { RootAccessError } from '@/components/app/RootAccessError';

/** The root's 401 (components/app/RootAccessError.tsx says why it is not Next's built-in one). */
export default function Unauthorized() {
  return <RootAccessError code={401} />;
}
