/**
 * The one way a route handler reads a request body: it stops reading at `limit` bytes, whether
 * the client sent a Content-Length or a chunked body with none, so a 200 MB body costs the server
 * `limit` bytes and no more. Answer 413 when it returns null, before parsing anything.
 */
export async function readBodyCapped(request: Request, limit: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}
