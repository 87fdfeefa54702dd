/** A minimal, valid one-page PDF (Helvetica, Latin text only) for the seed's PDF fields. */
export function makePdf(title: string, lines: string[]): Buffer {
  const clean = (s: string) => s.replace(/[^\x20-\x7e]/g, '').replace(/([\\()])/g, '\\$1');
  const text = [
    'BT /F1 20 Tf 72 770 Td',
    `(${clean(title)}) Tj`,
    '/F1 11 Tf 0 -34 Td 15 TL',
    ...lines.map((l) => `(${clean(l)}) '`),
    'ET',
    '0.83 0.64 0.3 RG 2 w 72 750 m 300 750 l S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title (${clean(title)}) /Producer (Harbour Bay Grand Theatre sandbox) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
