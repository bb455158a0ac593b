// The notes of one entity (an invoice, a shipment, a case): the list of existing notes, and for a
// writable entity the rich-text editor with mentions. Frame only: the README says what is built.
import { Typography } from 'antd';
import type { NotesPanelProps } from '@trucks/shared-contracts/federation/remote-modules';
import { LoadingState } from '@trucks/shared-ui/loading-state';

export function NotesPanel({ entityDescription }: NotesPanelProps) {
  return (
    <section aria-label={`Notes on ${entityDescription}`}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Notes
      </Typography.Title>
      {/* Frame only: not read yet (the package README says what is built). */}
      <LoadingState label="Loading notes" />
    </section>
  );
}
