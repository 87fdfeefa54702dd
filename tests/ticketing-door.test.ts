// @vitest-environment node
import { ESLint } from 'eslint';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserReachableTicketingPath } from '@/lib/ticketing/browser-paths';

/**
 * One door to the ticketing API (issue 22), checked two ways: the import rules of
 * eslint.config.mjs over the whole tree, and what a browser may still reach through `/jsonapi`.
 */
const RULE = '@typescript-eslint/no-restricted-imports';
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === RULE });

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

async function violations(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE);
}

describe('the import rules', () => {
  it('hold over the whole tree: no transport or raw API shape outside lib/ticketing, site types only in components', async () => {
    // every source file that imports anything of lib/ticketing or lib/bff (the others cannot break these rules)
    const files = ['app', 'components', 'lib', 'tests'].flatMap(sources).concat('proxy.ts');
    const relevant = files.filter((file) =>
      /from '[^']*(?:ticketing|bff|transport|raw|operations|handler|handoff)[^']*'/.test(readFileSync(file, 'utf8')),
    );
    expect(relevant.length).toBeGreaterThan(40);
    const results = await eslint.lintFiles(relevant);
    const broken = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}:${m.line} ${m.message}`),
    );
    expect(broken).toEqual([]);
  }, 120_000);

  it('would catch the transport or a raw shape imported elsewhere', async () => {
    expect(
      await violations(
        "import { ticketingRequest } from '@/lib/ticketing/transport';\nexport const x = ticketingRequest;\n",
        'lib/shows/x.ts',
      ),
    ).toHaveLength(1);
    expect(
      await violations(
        "import type { RawProject } from '@/lib/ticketing/raw';\nexport type X = RawProject;\n",
        'lib/seo/x.ts',
      ),
    ).toHaveLength(1);
    expect(
      await violations(
        "import { ticketingRequest } from './transport';\nexport const x = ticketingRequest;\n",
        'lib/ticketing/x.ts',
      ),
    ).toHaveLength(0);
  });

  it('would catch a component reaching past the site types, or browser code importing an operation', async () => {
    expect(
      await violations(
        "import { getShow } from '@/lib/ticketing/shows';\nexport const x = getShow;\n",
        'components/shows/X.tsx',
      ),
    ).toHaveLength(1);
    expect(
      await violations(
        "import { handleOperation } from '@/lib/bff/server/handler';\nexport const x = handleOperation;\n",
        'components/shows/X.tsx',
      ),
    ).toHaveLength(1);
    expect(
      await violations(
        "import type { Show } from '@/lib/ticketing/types';\nexport type X = Show;\n",
        'components/shows/X.tsx',
      ),
    ).toHaveLength(0);
    expect(
      await violations(
        "import { operations } from '../../server/operations';\nexport const x = operations;\n",
        'lib/bff/client/hooks/x.ts',
      ),
    ).toHaveLength(1);
    expect(
      await violations(
        "import type { Operations } from '../../server/operations';\nexport type X = Operations;\n",
        'lib/bff/client/hooks/x.ts',
      ),
    ).toHaveLength(0);
  });

  it('would catch a component or page calling the client under the hooks, which a mutation would refresh after', async () => {
    const call = "import { callTicketing } from '@/lib/bff/client/client';\nexport const x = callTicketing;\n";
    expect(await violations(call, 'components/checkout/X.tsx')).toHaveLength(1);
    expect(await violations(call, 'app/[locale]/cart/x.tsx')).toHaveLength(1);
    expect(await violations(call, 'lib/bff/client/hooks/x.ts')).toHaveLength(0);
  });
});

describe('what a browser may reach of the ticketing API through /jsonapi', () => {
  it('the payment page and its form only', () => {
    for (const path of [
      '/jsonapi/damai/maipay/pay/TKABC123',
      '/jsonapi/damai/maipay/pay/TKABC123/complete',
      '/jsonapi/node/news',
      '/en/jsonapi/node/news',
    ])
      expect(browserReachableTicketingPath(path), path).toBe(true);
  });

  it('no member call, login included, public reads neither, however the path is spelled', () => {
    for (const path of [
      '/jsonapi/damai/api/user/login',
      '/jsonapi/damai/api/user/userInfo',
      '/jsonapi/damai/api/pro/project',
      '/jsonapi/damai/maipay/doGetPayGateway',
      '/en/jsonapi/damai/maipay/pay/TK1',
      '/JSONAPI/DAMAI/api/user/login',
      '/jsonapi/%64amai/api/user/login',
      '/jsonapi/x/../damai/api/user/login',
      '/jsonapi/x/%2e%2e/damai/api/user/login',
      '/jsonapi/damai/maipay/pay/TK1/../../api/user/login',
      '/jsonapi/damai/maipay/pay/%2e%2e',
      '/jsonapi\\damai/api/user/login',
    ])
      expect(browserReachableTicketingPath(path), path).toBe(false);
  });
});
