'use client';

import JsBarcode from 'jsbarcode';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import styles from './MembershipCard.module.css';

type Props = { token: string; qrLabel: string; barcodeLabel: string };

/** The back of the card: a QR code and a CODE128 barcode of the card token (loaded on demand). */
export default function CardCodes({ token, qrLabel, barcodeLabel }: Props) {
  const barcode = useRef<SVGSVGElement | null>(null);
  useEffect(() => {
    if (!barcode.current) return;
    try {
      JsBarcode(barcode.current, token, { format: 'CODE128', height: 56, width: 1.6, fontSize: 13, margin: 4 });
    } catch {
      // no canvas to measure the caption (old browsers, jsdom): the bars without the text
      JsBarcode(barcode.current, token, { format: 'CODE128', height: 56, width: 1.6, margin: 4, displayValue: false });
    }
  }, [token]);
  return (
    <div className={styles.codes}>
      <QRCodeSVG value={token} size={112} role="img" aria-label={qrLabel} data-testid="card-qr" marginSize={1} />
      <svg ref={barcode} role="img" aria-label={barcodeLabel} data-testid="card-barcode" className={styles.barcode} />
    </div>
  );
}
