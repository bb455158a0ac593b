// /cases/{caseNumber}/preview with its sub-pages notes, documents and history (spec 001 §2): the
// header with the collapsed status (001 §4) and the type, the case's fields, and the open sub-page.
// Notes and documents are other features' panels: the app's routes hand them in (features never
// import each other); the history is this feature's timeline.
import type { ReactNode } from 'react';
import { Descriptions, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import type { Case } from '@trucks/shared-contracts/domain/case';
import {
  CARRIER_CASE_RESOLUTION_TYPE_LABEL,
  CASE_PRIORITY_LABEL,
  CASE_SOURCE_LABEL,
  CASE_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/case-status';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';
import { useCase, useCaseHistory } from '../api/cases';
import { caseDateTime, caseTypeLabel, involvedPartiesText, NONE } from '../lib/case-labels';
import { caseStatusChip } from './case-status-chip';

export type CaseSubPage = 'notes' | 'documents' | 'history';

const SUB_PAGES: Record<CaseSubPage, { label: string; path: (caseNumber: string) => string }> = {
  notes: { label: 'Notes', path: paths.caseNotes },
  documents: { label: 'Documents', path: paths.caseDocuments },
  history: { label: 'History', path: paths.caseHistory },
};

/** The notes and documents of a case, rendered by the app with the other features' panels. */
export type CasePanels = Record<Exclude<CaseSubPage, 'history'>, (caseRecord: Case) => ReactNode>;

const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? NONE : formatCurrency(amount);

function CaseFields({ caseRecord: c }: { caseRecord: Case }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'type', label: 'Type', children: caseTypeLabel(c) },
        { key: 'subject', label: 'Subject', children: c.subject || NONE },
        {
          key: 'description',
          label: 'Description',
          children: (
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {c.description || NONE}
            </Typography.Paragraph>
          ),
        },
        {
          key: 'shipment',
          label: 'Shipment #',
          children: c.shipmentNumber ? (
            <Link to={paths.shipmentPreview(c.shipmentNumber)}>{c.shipmentNumber}</Link>
          ) : (
            NONE
          ),
        },
        {
          key: 'statusDescription',
          label: 'Case Status',
          children: c.statusDescription || CASE_STATUS_LABEL[c.status],
        },
        {
          key: 'resolution',
          label: 'Resolution',
          children: c.carrierCaseResolutionType
            ? CARRIER_CASE_RESOLUTION_TYPE_LABEL[c.carrierCaseResolutionType]
            : NONE,
        },
        {
          key: 'priority',
          label: 'Priority',
          children: c.priority === undefined ? NONE : CASE_PRIORITY_LABEL[c.priority],
        },
        {
          key: 'source',
          label: 'Source',
          children: c.source === undefined ? NONE : CASE_SOURCE_LABEL[c.source],
        },
        { key: 'requested', label: 'Requested Amount', children: money(c.requestedAmount) },
        { key: 'approved', label: 'Approved Amount', children: money(c.approvedAmount) },
        { key: 'assignee', label: 'Assignee', children: c.assignee || 'Unassigned' },
        { key: 'parties', label: 'Involved Parties', children: involvedPartiesText(c) || NONE },
        { key: 'incident', label: 'Incident', children: caseDateTime(c.incidentDateTime) },
        { key: 'followUp', label: 'Follow-up', children: caseDateTime(c.followUpDateTime) },
        { key: 'created', label: 'Created', children: caseDateTime(c.createdDateTime) },
        { key: 'updated', label: 'Updated', children: caseDateTime(c.updatedDateTime) },
      ]}
    />
  );
}

function CaseHistory({ caseNumber }: { caseNumber: string }) {
  const history = useCaseHistory(caseNumber);
  return (
    <DetailSection title="History" loading={history.isPending}>
      {history.isError ? (
        <EmptyState message={history.error.message} />
      ) : history.data && history.data.length > 0 ? (
        <Timeline
          items={history.data.map((entry) => ({
            key: entry.id,
            content: (
              <>
                <Typography.Text strong>{entry.description}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{`${entry.changedBy} · ${caseDateTime(entry.timeStamp)}`}</Typography.Text>
              </>
            ),
          }))}
        />
      ) : (
        <EmptyState message="No history yet" />
      )}
    </DetailSection>
  );
}

export function CasePreviewPage({
  caseNumber,
  subPage,
  panels,
}: {
  caseNumber: string;
  subPage: CaseSubPage;
  panels: CasePanels;
}) {
  const caseQuery = useCase(caseNumber);
  const caseRecord = caseQuery.data;
  const chip = caseRecord ? caseStatusChip(caseRecord) : undefined;

  let content: ReactNode = <DetailSection title={SUB_PAGES[subPage].label} loading />;
  if (subPage === 'history') content = <CaseHistory caseNumber={caseNumber} />;
  else if (caseRecord) content = panels[subPage](caseRecord);

  return (
    <RecordPage
      title="Cases"
      caption={caseRecord ? `Case ${caseNumber} · ${caseTypeLabel(caseRecord)}` : `Case ${caseNumber}`}
      recordName="Case"
      status={chip}
      listPath={paths.cases()}
      loading={caseQuery.isPending}
      error={caseQuery.error}
      onRetry={() => void caseQuery.refetch()}
      activeTab={subPage}
      tabs={(Object.keys(SUB_PAGES) as CaseSubPage[]).map((key) => ({
        key,
        label: SUB_PAGES[key].label,
        path: SUB_PAGES[key].path(caseNumber),
      }))}
    >
      <RecordColumns
        main={content}
        side={
          <DetailSection title="Case Details" loading={caseQuery.isPending}>
            {caseRecord ? <CaseFields caseRecord={caseRecord} /> : null}
          </DetailSection>
        }
      />
    </RecordPage>
  );
}
