// The body of a load's detail (spec 000 §2): on the left the route map, the stops and, for non-brokers,
// 'Loads you may also like'; on the right the sidebar sections. The sidebar's sections are not named by
// the spec; these follow the shipment's fields (rate, requirements, equipment, contact).
import type { ReactNode } from 'react';
import { MainAndSide } from '@trucks/shared-ui/main-and-side';
import { DetailSection } from '@trucks/shared-ui/detail-section';

export interface LoadDetailBodyProps {
  loading: boolean;
  /** The contents once loaded; absent sections keep their skeleton. */
  route?: ReactNode;
  stops?: ReactNode;
  /** Null hides the section (brokers). */
  matches?: ReactNode | null;
  rate?: ReactNode;
  requirements?: ReactNode;
  equipment?: ReactNode;
  contact?: ReactNode;
}

export function LoadDetailBody({
  loading,
  route,
  stops,
  matches,
  rate,
  requirements,
  equipment,
  contact,
}: LoadDetailBodyProps) {
  const section = (title: string, content: ReactNode) => (
    <DetailSection title={title} loading={loading || content === undefined}>
      {content}
    </DetailSection>
  );
  return (
    <MainAndSide
      rowGap={16}
      main={
        <>
          {section('Route', route)}
          {section('Stops', stops)}
          {matches === null ? null : section('Loads you may also like', matches)}
        </>
      }
      side={
        <>
          {section('Rate', rate)}
          {section('Requirements', requirements)}
          {section('Equipment', equipment)}
          {section('Contact', contact)}
        </>
      }
    />
  );
}
