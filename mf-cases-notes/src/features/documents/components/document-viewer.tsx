// The document viewer dialog (spec 000 §2, §5, §9; 001 §2, §5): PDF pages through pdf.js (render scale
// 1.6, loaded on first show behind lib/pdf-adapter.ts), images for png/jpeg/jpg/tif/tiff; paging, zoom by
// the spec's steps, rotate, download, and print for PDFs only. Keyboard: arrows page, +/- zoom,
// Escape closes.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Modal, Space, Typography } from 'antd';
import {
  DownloadOutlined,
  LeftOutlined,
  PrinterOutlined,
  RightOutlined,
  RotateRightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import type { DocumentViewerProps } from '@trucks/shared-contracts/federation/remote-modules';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { useDocumentFile } from '../api/document-file';
import { documentView } from '../lib/document-view';
import type { LoadedPdf } from '../lib/pdf-adapter';
import { decodeTiff } from '../lib/tiff-decoder';

/** The viewer's zoom steps and the PDF render scale (spec 000 §9, 001 §9). */
const ZOOM_STEPS = [0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;
const DEFAULT_ZOOM_INDEX = ZOOM_STEPS.indexOf(1);
const PDF_RENDER_SCALE = 1.6;

/** A file of the portal's own API needs the session to be read; other URLs are used as given. */
const isOwnApiFile = (url: string) => url.startsWith('/api/');

function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : undefined),
    [blob],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

const bytesOf = (blob: Blob): Promise<ArrayBuffer> =>
  typeof blob.arrayBuffer === 'function' ? blob.arrayBuffer() : new Response(blob).arrayBuffer();

/** A TIFF drawn to a PNG in the browser; undefined while decoding or when it cannot be decoded. */
function useDecodedTiff(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!blob) return undefined;
    let cancelled = false;
    void bytesOf(blob).then((bytes) => {
      const image = decodeTiff(bytes);
      if (!image || cancelled) return;
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return;
      context.putImageData(new ImageData(image.rgba, image.width, image.height), 0, 0);
      setUrl(canvas.toDataURL('image/png'));
    });
    return () => {
      cancelled = true;
    };
  }, [blob]);
  return url;
}

function usePdf(blob: Blob | undefined) {
  const [state, setState] = useState<{ pdf?: LoadedPdf; failed?: boolean }>({});
  useEffect(() => {
    if (!blob) return undefined;
    let cancelled = false;
    let loaded: LoadedPdf | undefined;
    void (async () => {
      try {
        const [{ loadPdf }, bytes] = await Promise.all([import('../lib/pdf-adapter'), bytesOf(blob)]);
        loaded = await loadPdf(bytes);
        if (cancelled) loaded.destroy();
        else setState({ pdf: loaded });
      } catch {
        if (!cancelled) setState({ failed: true });
      }
    })();
    return () => {
      cancelled = true;
      loaded?.destroy();
    };
  }, [blob]);
  return state;
}

/**
 * One PDF page on a canvas named 'Page n of m'. The canvas is aria-busy until pdf.js has drawn the
 * page as it now stands (page and rotation): a test or a figure knows when the page is on screen.
 */
function PdfPage({
  pdf,
  page,
  zoom,
  rotation,
}: {
  pdf: LoadedPdf;
  page: number;
  zoom: number;
  rotation: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<{ key: string; width: number } | null>(null);
  const key = `${page}/${rotation}`;
  useEffect(() => {
    if (!canvas.current) return undefined;
    const target = canvas.current;
    let current = true;
    void pdf.renderPage(page, target, PDF_RENDER_SCALE, rotation).then(() => {
      if (current) setDrawn({ key: `${page}/${rotation}`, width: target.width });
    });
    return () => {
      current = false;
    };
  }, [pdf, page, rotation]);
  return (
    <canvas
      ref={canvas}
      aria-label={`Page ${page} of ${pdf.pageCount}`}
      aria-busy={drawn?.key !== key}
      role="img"
      style={{ width: drawn ? (drawn.width / PDF_RENDER_SCALE) * zoom : undefined, maxWidth: 'none' }}
    />
  );
}

/**
 * An image at the viewer's zoom and rotation, laid out at the size it is drawn: a CSS transform alone
 * leaves the layout box unrotated and unscaled, so a zoomed or turned image stuck out of the viewer
 * where scrolling cannot reach (issue 27). At 100 % it fits the viewer's width; the box takes the
 * rotated size and the image turns about its centre inside it.
 */
function ZoomedImage({
  src,
  alt,
  zoom,
  rotation,
}: {
  src: string | undefined;
  alt: string;
  zoom: number;
  rotation: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const measure = (image: HTMLImageElement) => {
    // The viewer's width (0 before layout, as in a test DOM: the image's own width then).
    const room = box.current?.parentElement?.clientWidth || image.naturalWidth;
    const fit = Math.min(1, room / Math.max(1, image.naturalWidth));
    setSize({ width: image.naturalWidth * fit, height: image.naturalHeight * fit });
  };
  const width = (size?.width ?? 0) * zoom;
  const height = (size?.height ?? 0) * zoom;
  const turned = rotation % 180 !== 0;
  return (
    <div
      ref={box}
      style={
        size
          ? {
              display: 'inline-block',
              position: 'relative',
              verticalAlign: 'top',
              width: turned ? height : width,
              height: turned ? width : height,
            }
          : { display: 'inline-block' }
      }
    >
      <img
        src={src}
        alt={alt}
        onLoad={(event) => measure(event.currentTarget)}
        style={
          size
            ? {
                position: 'absolute',
                left: '50%',
                top: '50%',
                width,
                height,
                maxWidth: 'none',
                transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
              }
            : { maxWidth: '100%' }
        }
      />
    </div>
  );
}

function printPdf(url: string) {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.src = url;
  frame.onload = () => {
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 60_000);
  };
  document.body.appendChild(frame);
}

export function DocumentViewer({ document: shown, open, onClose }: DocumentViewerProps) {
  const phone = useIsPhone();
  const [zoomIndex, setZoomIndex] = useState(DEFAULT_ZOOM_INDEX);
  const [rotation, setRotation] = useState(0);
  const [page, setPage] = useState(1);
  const view = shown ? documentView(shown) : undefined;
  const needsFile = view?.kind === 'pdf' || (view?.kind === 'image' && isOwnApiFile(view.url));
  const file = useDocumentFile(shown?.id, open && needsFile);
  const fileUrl = useObjectUrl(file.data);
  const { pdf, failed } = usePdf(view?.kind === 'pdf' ? file.data : undefined);
  const isTiff = view?.kind === 'image' && (view.extension === 'tif' || view.extension === 'tiff');
  const tiffUrl = useDecodedTiff(isTiff ? file.data : undefined);
  const pageCount = view?.kind === 'image' ? 1 : pdf?.pageCount;
  const zoom = ZOOM_STEPS[zoomIndex] ?? 1;
  const url = fileUrl ?? (view && view.kind !== 'error' ? view.url : undefined);

  // A new document opens at its first page, at 100%, upright.
  useEffect(() => {
    setPage(1);
    setZoomIndex(DEFAULT_ZOOM_INDEX);
    setRotation(0);
  }, [shown?.id]);

  const pageBy = (step: number) => setPage((p) => Math.min(Math.max(1, p + step), pageCount ?? 1));
  const zoomBy = (step: number) =>
    setZoomIndex((i) => Math.min(Math.max(0, i + step), ZOOM_STEPS.length - 1));
  // Keys work wherever focus is while the viewer is open (the dialog takes focus on opening); a
  // field of the page keeps its own keys.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest?.('input, textarea, [contenteditable="true"], [role="combobox"]')) return;
      if (event.key === 'ArrowRight' || event.key === 'ArrowDown') pageBy(1);
      else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') pageBy(-1);
      else if (event.key === '+' || event.key === '=') zoomBy(1);
      else if (event.key === '-' || event.key === '_') zoomBy(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  let content;
  if (!view) content = null;
  else if (view.kind === 'error') content = <Alert type="error" showIcon title={view.message} />;
  else if (file.isError) content = <Alert type="error" showIcon title={file.error.message} />;
  else if (view.kind === 'image')
    content =
      needsFile && !fileUrl ? (
        <LoadingState label="Loading document" />
      ) : (
        <ZoomedImage src={tiffUrl ?? url} alt={shown?.name ?? ''} zoom={zoom} rotation={rotation} />
      );
  else if (failed) content = <Alert type="error" showIcon title="This PDF could not be opened" />;
  else if (!pdf) content = <LoadingState label="Loading document" />;
  else content = <PdfPage pdf={pdf} page={page} zoom={zoom} rotation={rotation} />;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={phone ? '100%' : 960}
      destroyOnHidden
      title={shown?.name ?? 'Document'}
    >
      <>
        <Flex
          wrap
          align="center"
          justify="space-between"
          gap={8}
          style={{ marginBottom: 12 }}
          role="toolbar"
          aria-label="Document tools"
        >
          <Space>
            <Button
              aria-label="Previous page"
              icon={<LeftOutlined />}
              disabled={page <= 1}
              onClick={() => pageBy(-1)}
            />
            <Typography.Text aria-label="Page">
              {page}
              {pageCount === undefined ? '' : ` / ${pageCount}`}
            </Typography.Text>
            <Button
              aria-label="Next page"
              icon={<RightOutlined />}
              disabled={pageCount === undefined || page >= pageCount}
              onClick={() => pageBy(1)}
            />
          </Space>
          <Space wrap>
            <Button
              aria-label="Zoom out"
              icon={<ZoomOutOutlined />}
              disabled={zoomIndex === 0}
              onClick={() => zoomBy(-1)}
            />
            <Typography.Text aria-label="Zoom">{Math.round(zoom * 100)}%</Typography.Text>
            <Button
              aria-label="Zoom in"
              icon={<ZoomInOutlined />}
              disabled={zoomIndex === ZOOM_STEPS.length - 1}
              onClick={() => zoomBy(1)}
            />
            <Button
              aria-label="Rotate"
              icon={<RotateRightOutlined />}
              onClick={() => setRotation((r) => (r + 90) % 360)}
            />
            <Button
              aria-label="Download"
              icon={<DownloadOutlined />}
              href={url}
              download={shown?.name}
              disabled={!url}
            />
            {view?.kind === 'pdf' ? (
              <Button
                aria-label="Print"
                icon={<PrinterOutlined />}
                disabled={!fileUrl}
                onClick={() => fileUrl && printPdf(fileUrl)}
              />
            ) : null}
          </Space>
        </Flex>
        {/* Focusable so the keyboard scrolls it too; wider content starts at its left edge (start-aligned). */}
        <div
          role="region"
          aria-label="Document page"
          tabIndex={0}
          style={{ overflow: 'auto', maxHeight: '70vh', textAlign: 'center' }}
        >
          {content}
        </div>
      </>
    </Modal>
  );
}
