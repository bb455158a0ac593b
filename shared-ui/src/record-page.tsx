// The page of one record (a shipment, an invoice, a case, an order...): the list's title in the top
// bar with a close back to the list (its filters and scroll kept, list-return.ts), then the caption
// (the record's number, its status chip, origin and destination), sub-page tabs that are routes of
// their own, and the record's sections. A record that cannot be read shows 'Not Found' (404) or the
// server's message with Retry, in place of the sections.
import type { ReactNode } from 'react';
import { Button, Flex, Skeleton, Tabs, Tag, Typography, theme } from 'antd';
import { ArrowRightOutlined, CloseOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { listReturnAddress } from './list-return';
import { MainAndSide } from './main-and-side';
import { PageFrame } from './page-frame';
import { StatusView } from './status-view';

/** @public */
export interface RecordTab {
  key: string;
  label: string;
  /** The sub-page's own address. */
  path: string;
}

/** @public */
export interface RecordStatus {
  label: string;
  /** An antd tag colour (the contracts' chip colour of the status). */
  color?: string;
}

export interface RecordPageProps {
  /** The top bar's title; by default the spec's rule from the path (the list's name). */
  title?: string;
  /** The record as the user names it: 'Shipment 123', 'Invoice INV-1'. */
  caption: ReactNode;
  /** What the record is, for its error states: 'Invoice' gives 'Invoice Not Found'. */
  recordName: string;
  status?: RecordStatus;
  /** Where the load goes: origin and destination (city, state). */
  lane?: { origin: ReactNode; destination: ReactNode };
  /** True while the record loads: the caption's status and lane show as a skeleton. */
  loading?: boolean;
  /** The read's failure, if it failed: the sections make way for the error state. */
  error?: ApiError | null;
  onRetry?: () => void;
  /** The list this record belongs to; the close goes back to it as it was left. */
  listPath: string;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Beside the close button (Edit, Book Now...). */
  actions?: ReactNode;
  tabs?: readonly RecordTab[];
  activeTab?: string;
  children?: ReactNode;
}

export function RecordPage({
  title,
  caption,
  recordName,
  status,
  lane,
  loading = false,
  error,
  onRetry,
  listPath,
  closeLabel = 'Close',
  actions,
  tabs,
  activeTab,
  children,
}: RecordPageProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const close = () => void navigate(listReturnAddress(listPath));

  let body: ReactNode = children;
  if (error) {
    const notFound = error.status === 404;
    body = (
      <StatusView
        status={notFound ? 'not-found' : 'error'}
        title={notFound ? `${recordName} Not Found` : `${recordName} could not be loaded`}
        subTitle={error.message}
        extra={
          <Flex gap={token.marginXS} justify="center" wrap>
            {!notFound && onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
            <Button type={notFound ? 'primary' : 'default'} onClick={close}>
              Back to the list
            </Button>
          </Flex>
        }
      />
    );
  } else if (tabs && tabs.length > 0) {
    body = (
      <Tabs
        activeKey={activeTab}
        onChange={(key) => {
          const tab = tabs.find((candidate) => candidate.key === key);
          if (tab) void navigate(tab.path);
        }}
        // Only the open sub-page renders, so a remote region loads only when its tab is opened.
        items={tabs.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: tab.key === activeTab ? children : null,
        }))}
      />
    );
  }

  return (
    <PageFrame
      title={title}
      actions={
        <>
          {actions}
          <Button icon={<CloseOutlined />} aria-label={closeLabel} onClick={close} />
        </>
      }
    >
      <div style={{ padding: token.padding }}>
        <Flex align="center" gap={token.marginSM} wrap style={{ marginBottom: token.marginSM }}>
          <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>
            {caption}
          </Typography.Title>
          {loading && !error ? (
            <Skeleton.Button active size="small" style={{ width: 96 }} aria-hidden />
          ) : status ? (
            <Tag color={status.color}>{status.label}</Tag>
          ) : null}
        </Flex>
        {lane && !error ? (
          <Flex
            align="center"
            gap={token.marginXS}
            wrap
            style={{ marginBottom: token.margin, color: token.colorTextSecondary }}
          >
            <span>{lane.origin}</span>
            <ArrowRightOutlined aria-label="to" />
            <span>{lane.destination}</span>
          </Flex>
        ) : null}
        {body}
      </div>
    </PageFrame>
  );
}

/** A record page's body: the main sections, and a side column (summary, details) beside them from lg up. */
export function RecordColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return <MainAndSide main={main} side={side} />;
}
