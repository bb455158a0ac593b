// The one module that loads pdf.js (pdfjs-dist). The viewer imports it dynamically when a PDF is
// first shown, so no list route pays for it. jest mocks it: pdf.js needs a real browser.
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';

GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export interface LoadedPdf {
  pageCount: number;
  /** Draws one page (from 1) on the canvas at `scale`, turned by `rotation` degrees. */
  renderPage: (page: number, canvas: HTMLCanvasElement, scale: number, rotation: number) => Promise<void>;
  destroy: () => void;
}

export async function loadPdf(bytes: ArrayBuffer): Promise<LoadedPdf> {
  const task = getDocument({ data: new Uint8Array(bytes) });
  const pdf = await task.promise;
  return {
    pageCount: pdf.numPages,
    renderPage: async (pageNumber, canvas, scale, rotation) => {
      const page = await pdf.getPage(pageNumber);
      const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
    },
    destroy: () => void task.destroy(),
  };
}
