// The document viewer dialog (spec 000 §2, 001 §2): paging, zoom, rotate, download, and print for PDFs
// only. Images render here; PDF pages are not rendered yet (no pdf.js adapter), so a PDF shows its
// loading state.
import { useState } from 'react';
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
import { documentView } from './document-view';

/** The viewer's zoom steps (spec 000 §9, 001 §9). */
const ZOOM_STEPS = [0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;
const DEFAULT_ZOOM_INDEX = ZOOM_STEPS.indexOf(1);

export function DocumentViewer({ document, open, onClose }: DocumentViewerProps) {
  const [zoomIndex, setZoomIndex] = useState(DEFAULT_ZOOM_INDEX);
  const [rotation, setRotation] = useState(0);
  const [page, setPage] = useState(1);
  const view = document ? documentView(document) : undefined;
  // The page count comes from pdf.js; an image is one page.
  const pageCount = view?.kind === 'image' ? 1 : undefined;
  const zoom = ZOOM_STEPS[zoomIndex] ?? 1;
  const url = view && view.kind !== 'error' ? view.url : undefined;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
      title={document?.name ?? 'Document'}
    >
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
            onClick={() => setPage((p) => p - 1)}
          />
          <Typography.Text aria-label="Page">
            {page}
            {pageCount === undefined ? '' : ` / ${pageCount}`}
          </Typography.Text>
          <Button
            aria-label="Next page"
            icon={<RightOutlined />}
            disabled={pageCount === undefined || page >= pageCount}
            onClick={() => setPage((p) => p + 1)}
          />
        </Space>
        <Space>
          <Button
            aria-label="Zoom out"
            icon={<ZoomOutOutlined />}
            disabled={zoomIndex === 0}
            onClick={() => setZoomIndex((i) => i - 1)}
          />
          <Typography.Text aria-label="Zoom">{Math.round(zoom * 100)}%</Typography.Text>
          <Button
            aria-label="Zoom in"
            icon={<ZoomInOutlined />}
            disabled={zoomIndex === ZOOM_STEPS.length - 1}
            onClick={() => setZoomIndex((i) => i + 1)}
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
            download={document?.name}
            disabled={!url}
          />
          {view?.kind === 'pdf' ? <Button aria-label="Print" icon={<PrinterOutlined />} disabled /> : null}
        </Space>
      </Flex>
      <div style={{ overflow: 'auto', maxHeight: '70vh', textAlign: 'center' }}>
        {!view ? null : view.kind === 'error' ? (
          <Alert type="error" showIcon title={view.message} />
        ) : view.kind === 'image' ? (
          <img
            src={view.url}
            alt={document?.name ?? ''}
            style={{
              transform: `scale(${zoom}) rotate(${rotation}deg)`,
              transformOrigin: 'top center',
              maxWidth: '100%',
            }}
          />
        ) : (
          <LoadingState label="Loading document" />
        )}
      </div>
    </Modal>
  );
}
