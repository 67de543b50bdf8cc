import qrcode from 'qrcode-generator';

/** A QR code as one SVG path: `size` modules square (without the quiet zone), dark modules as unit squares. */
export interface QrShape {
  size: number;
  path: string;
}

/**
 * Encodes `text` as a QR code (the smallest version that holds it, error
 * correction M: a link of ~80 characters gives 37×37 modules, easy for a
 * phone camera at arm's length) and draws it as one path of squares. A path
 * rendered by the page needs no data: URL, canvas or inline style, so it
 * stays inside the server's Content-Security-Policy, and nothing leaves the
 * browser: the code carries a seat's credential.
 */
export function qrPath(text: string): QrShape {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      // Runs of dark modules on a row become one rectangle: about a third as many path commands.
      if (!qr.isDark(row, col)) continue;
      let end = col;
      while (end + 1 < size && qr.isDark(row, end + 1)) end++;
      parts.push(`M${col} ${row}h${end - col + 1}v1h${-(end - col + 1)}z`);
      col = end;
    }
  }
  return { size, path: parts.join('') };
}
