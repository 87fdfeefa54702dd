import { vi } from 'vitest';

type Navigation = typeof import('next/navigation');
type Router = ReturnType<Navigation['useRouter']>;

/**
 * `next/navigation` for a component test: the real module, with a router whose calls are
 * recorded and the page's address. Values that the test file defines are given as functions (read
 * when a component renders: the mock is made before the file's own constants exist).
 *
 *   vi.mock('next/navigation', async (original) =>
 *     (await import('./support/navigation')).mockNavigation(original, { pathname: '/en/checkout' }));
 */
export async function mockNavigation(
  importOriginal: () => Promise<Navigation>,
  {
    pathname = '/en',
    search = '',
    router = () => ({}),
  }: {
    pathname?: string | (() => string);
    search?: string | (() => string);
    router?: () => Partial<Router>;
  } = {},
): Promise<Navigation> {
  const read = (value: string | (() => string)) => (typeof value === 'function' ? value() : value);
  return {
    ...(await importOriginal()),
    useRouter: () =>
      ({
        push: vi.fn(),
        replace: vi.fn(),
        back: vi.fn(),
        forward: vi.fn(),
        refresh: vi.fn(),
        prefetch: vi.fn(),
        ...router(),
      }) as Router,
    usePathname: () => read(pathname),
    useSearchParams: () => new URLSearchParams(read(search)) as ReturnType<Navigation['useSearchParams']>,
  };
}
