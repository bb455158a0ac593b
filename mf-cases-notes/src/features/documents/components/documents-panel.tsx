// The documents of one entity (a shipment, an invoice, a case): the list, the viewer, and for a
// writable entity the upload dialog. Frame only: the README says what is built.
import { Typography } from 'antd';
import type { DocumentsPanelProps } from '@trucks/shared-contracts/federation/remote-modules';
import { ENTITY_TYPE_LABEL } from '@trucks/shared-contracts/domain/entity-type';
import type { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { LoadingState } from '@trucks/shared-ui/loading-state';

function entityTypeLabel(entityType: number): string {
  return ENTITY_TYPE_LABEL[entityType as EntityType] ?? 'record';
}

export function DocumentsPanel({ entityType, entityId }: DocumentsPanelProps) {
  return (
    <section aria-label={`Documents of ${entityTypeLabel(entityType)} ${entityId}`}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Documents
      </Typography.Title>
      {/* Frame only: not read yet (the package README says what is built). */}
      <LoadingState label="Loading documents" />
    </section>
  );
}
