import { RootAccessError } from '@/components/app/RootAccessError';

/** The root's 403 (components/app/RootAccessError.tsx says why it is not Next's built-in one). */
export default function Forbidden() {
  return <RootAccessError code={403} />;
}
