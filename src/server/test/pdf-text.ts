import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfContent {
  /** Page sizes in points, [width, height]. */
  pages: [number, number][];
  /** All text, one line per text line of the document. */
  text: string;
}

/** The text of a PDF as a reader sees it, read by pdf.js in-process (no system tool needed). */
export async function readPdf(data: Buffer | Uint8Array): Promise<PdfContent> {
  const document = await getDocument({ data: new Uint8Array(data), verbosity: 0, isEvalSupported: false }).promise;
  const pages: [number, number][] = [];
  let text = '';
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [, , width, height] = page.view as [number, number, number, number];
    pages.push([Math.round(width), Math.round(height)]);
    for (const item of (await page.getTextContent()).items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
    }
    text += '\n';
  }
  await document.destroy();
  return { pages, text: text.replace(/ +\n/g, '\n').replace(/ {2,}/g, ' ') };
}
