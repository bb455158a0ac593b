// The card every public page sits in (the public layout centres it).
import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card style={{ width: 400, maxWidth: 'calc(100vw - 32px)' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Card>
  );
}
