// The SignedRateConfirmation sub-page: the rate confirmation document (GET rate_confirmation_document,
// a PDF) opened in mf-cases-notes' document viewer (paging, zoom, rotate, download, print), and a
// download link. The viewer is a RemoteRegion: when that app is down this panel keeps its download.
import { useEffect, useState } from 'react';
import { Button, Flex } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { StatusView } from '@trucks/shared-ui/status-view';
import { useRateConfirmationDocument } from '../api/shipment';

const NO_RATE_CONFIRMATION = 'No signed rate confirmation is on file for this shipment yet.';

function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

export function RateConfirmationPanel({ shipmentNumber }: { shipmentNumber: string }) {
  const document = useRateConfirmationDocument(shipmentNumber);
  const url = useObjectUrl(document.data);
  const [viewing, setViewing] = useState(false);
  const name = `Rate confirmation ${shipmentNumber}.pdf`;
  return (
    <DetailSection title="Signed Rate Confirmation" loading={document.isPending}>
      {document.isError ? (
        <StatusView
          status={document.error.status === 404 ? 'info' : 'warning'}
          title={document.error.status === 404 ? NO_RATE_CONFIRMATION : document.error.message}
          extra={
            document.error.status === 404 ? null : (
              <Button onClick={() => void document.refetch()}>Retry</Button>
            )
          }
        />
      ) : url ? (
        <>
          <Flex gap={8} wrap>
            <Button type="primary" icon={<FilePdfOutlined />} onClick={() => setViewing(true)}>
              View Signed Rate Confirmation
            </Button>
            <Button href={url} download={name}>
              Download
            </Button>
          </Flex>
          {viewing ? (
            <RemoteRegion
              module="mf_cases_notes/DocumentViewer"
              props={{
                document: { id: `rate-confirmation-${shipmentNumber}`, name, extension: 'pdf', fileURL: url },
                open: viewing,
                onClose: () => setViewing(false),
              }}
            />
          ) : null}
        </>
      ) : null}
    </DetailSection>
  );
}
