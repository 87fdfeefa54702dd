import type { NextRequest } from 'next/server';
import { handleOperation } from '@/lib/bff/server/handler';

/** The browser's one way to the ticketing API: the operations of lib/bff/server/operations. */
export async function POST(request: NextRequest, { params }: { params: Promise<{ operation: string }> }) {
  return handleOperation(request, (await params).operation);
}
