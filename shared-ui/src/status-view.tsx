// A screen that reports a state instead of content: not found, not authorized, a crash, an area that
// could not load, a start that failed. Built only from what the first paint already carries (Flex,
// Typography, an icon): a failure screen must show when the network is down, and one that needed a
// chunk of its own (antd's Result is not in the first part of antd) would fail exactly then.
import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';
import {
  CloseCircleFilled,
  ExclamationCircleFilled,
  FileSearchOutlined,
  InfoCircleFilled,
  StopOutlined,
  WarningFilled,
} from '@ant-design/icons';

/** What kind of state it is: the icon and its colour (the statuses antd's Result had here). */
type StatusKind = 'info' | 'warning' | 'error' | 'not-found' | 'forbidden' | 'crash';

const ICON_OF: Record<StatusKind, typeof WarningFilled> = {
  info: InfoCircleFilled,
  warning: WarningFilled,
  error: CloseCircleFilled,
  'not-found': FileSearchOutlined,
  forbidden: StopOutlined,
  crash: ExclamationCircleFilled,
};

export interface StatusViewProps {
  status: StatusKind;
  /** The one line that says what happened ('Route Not Found'). */
  title: ReactNode;
  /** What it means or what to do, below the title. */
  subTitle?: ReactNode;
  /** The way out: a button or a link. */
  extra?: ReactNode;
}

export function StatusView({ status, title, subTitle, extra }: StatusViewProps) {
  const { token } = theme.useToken();
  const Icon = ICON_OF[status];
  const colour = {
    info: token.colorInfo,
    warning: token.colorWarning,
    error: token.colorError,
    'not-found': token.colorTextTertiary,
    forbidden: token.colorError,
    crash: token.colorError,
  }[status];
  return (
    <Flex
      vertical
      align="center"
      gap={token.marginXS}
      style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingLG}px`, textAlign: 'center' }}
    >
      <Icon aria-hidden style={{ fontSize: 72, color: colour, marginBottom: token.marginMD }} />
      <div style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: 1.35 }}>
        {title}
      </div>
      {subTitle ? <Typography.Text type="secondary">{subTitle}</Typography.Text> : null}
      {extra ? <div style={{ marginTop: token.marginLG }}>{extra}</div> : null}
    </Flex>
  );
}
