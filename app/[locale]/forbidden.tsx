import { BoundaryErrorPage } from '@/components/app/BoundaryErrorPage';

/** '403 Forbidden': the content backend refused a page (forbidden(), lib/cms/load-route.ts). */
export default function Forbidden() {
  return <BoundaryErrorPage code={403} title="forbiddenTitle" text="forbiddenText" />;
}
