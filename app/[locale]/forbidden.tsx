import { LazyBoundaryErrorPage } from '@/components/app/LazyBoundaryErrorPage';

/** '403 Forbidden': the content backend refused a page (forbidden(), lib/cms/load-route.ts). */
export default function Forbidden() {
  return <LazyBoundaryErrorPage code={403} title="forbiddenTitle" text="forbiddenText" />;
}
