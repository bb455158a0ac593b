// The load-detail body, handed to the tender and rate-request features by src/app (a feature never
// imports another feature): the tender and rate-request pages show a load the way the load-detail
// feature draws it, with their own answers in place of Book Now and Offer Rate.
import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { LoadDetailType } from '@trucks/shared-contracts/federation/remote-modules';

interface SlotLoadDetailProps {
  type: LoadDetailType;
  /** undefined while the tender or rate request naming it loads. */
  shipmentNumber: string | undefined;
  onLeave?: () => void;
  /** The tender's or rate request's answers. */
  actions?: ReactNode;
}

interface SlotLoadPreviewPageProps {
  title: string;
  type: LoadDetailType;
  caption: string;
  shipmentNumber: string;
  listPath: string;
}

export interface LoadDetailParts {
  LoadDetail: ComponentType<SlotLoadDetailProps>;
  /** A shipment's load as a page, for a shipment-number route without a tender or rate request. */
  LoadPreviewPage: ComponentType<SlotLoadPreviewPageProps>;
}

const LoadDetailContext = createContext<LoadDetailParts | null>(null);

export const LoadDetailProvider = LoadDetailContext.Provider;

export function useLoadDetailParts(): LoadDetailParts {
  const parts = useContext(LoadDetailContext);
  if (!parts) throw new Error('useLoadDetailParts needs a LoadDetailProvider (src/app provides it).');
  return parts;
}
