// The federated surface of the suite: which remotes exist, which routes each owns, what each exposes
// and the props of every exposed module. Host and remotes build against this file only; nothing else
// crosses an app boundary.
import type { ComponentType } from 'react';
import type { useQueryClient } from '@tanstack/react-query';
import type { EntityType } from '../domain/entity-type';

export const REMOTE_APPS = [
  'mf_loadboard',
  'mf_shipments',
  'mf_financials',
  'mf_cases_notes',
  'mf_shipper_orders',
] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

/** The name of each remote's area as users see it in '<Area> is unavailable'. */
export const REMOTE_AREA: Record<RemoteApp, string> = {
  mf_loadboard: 'Load Board',
  mf_shipments: 'Shipments',
  mf_financials: 'Financials',
  mf_cases_notes: 'Cases and Notes',
  mf_shipper_orders: 'Orders',
};

/** The workspace folder (and registry key) of each remote. */
export const REMOTE_FOLDER: Record<RemoteApp, string> = {
  mf_loadboard: 'mf-loadboard',
  mf_shipments: 'mf-shipments',
  mf_financials: 'mf-financials',
  mf_cases_notes: 'mf-cases-notes',
  mf_shipper_orders: 'mf-shipper-orders',
};

/**
 * Top-level path segments owned by a remote. The host mounts `<prefix>/*` for each and hands the
 * subtree to the owner's `./routes` module. Everything not listed here is the host's
 * (/dashboard, /profile, /contacts, /videos, /status, public routes) or the route fallback.
 * Shipper-side paths are not given by the spec; the choice is written in mf-shipper-orders/README.md.
 */
export const ROUTE_OWNERS = {
  '/available-freight': 'mf_loadboard',
  '/reloads': 'mf_loadboard',
  '/tenders': 'mf_loadboard',
  '/rates': 'mf_loadboard',
  '/live-equipment': 'mf_loadboard',
  '/saved-lanes': 'mf_loadboard',
  '/lanes': 'mf_loadboard',
  '/top-picks': 'mf_loadboard',
  '/equipment': 'mf_loadboard',
  '/shipments': 'mf_shipments',
  '/all-shipments': 'mf_shipments',
  '/my-shipments': 'mf_shipments',
  '/accounting': 'mf_financials',
  '/invoices': 'mf_financials',
  '/payments': 'mf_financials',
  '/third-party-payer-invoices': 'mf_financials',
  '/cases': 'mf_cases_notes',
  '/orders': 'mf_shipper_orders',
  '/locations': 'mf_shipper_orders',
  '/shipment-booking': 'mf_shipper_orders',
  '/shipment-tracking': 'mf_shipper_orders',
} as const satisfies Record<string, RemoteApp>;
export type RoutePrefix = keyof typeof ROUTE_OWNERS;
export type RoutePrefixOf<A extends RemoteApp> = {
  [P in RoutePrefix]: (typeof ROUTE_OWNERS)[P] extends A ? P : never;
}[RoutePrefix];

/** Props of every remote's `./routes`: the prefix the host matched; the remote renders the subtree below it. */
export interface RoutesProps<A extends RemoteApp> {
  prefix: RoutePrefixOf<A>;
}

export type LoadDetailType = 'available' | 'tender' | 'rate';
export interface LoadDetailDialogProps {
  shipmentNumber: string;
  type: LoadDetailType;
  open: boolean;
  onClose: () => void;
}

/** A dashboard tab: the list for that tab, and the preview of one item when the route names it. */
export interface DashboardTabProps {
  /** '/dashboard/tenders' etc.; the tab links previews as `${basePath}/${id}/preview`. */
  basePath: string;
  /** The id in `/dashboard/<tab>/{id}/preview`, when present. */
  previewId?: string;
}

export interface ShipmentFinancialsProps {
  shipmentNumber: string;
}

export interface NotesPanelProps {
  entityId: string;
  /** The kind of record the notes are on (spec 001 §3 entity type). */
  entityType: EntityType;
  entityDescription: string;
  entityLink: string;
  readOnly?: boolean;
  /** Mentions are disabled in invoice comments (spec document 2, §5). */
  mentionsEnabled?: boolean;
}

export interface DocumentsPanelProps {
  /** The kind of record the documents are filed against (spec 001 §3 entity type). */
  entityType: EntityType;
  entityId: string;
  shipmentId?: string;
  shipmentNumber?: string;
  invoiceId?: string;
  readOnly?: boolean;
  /**
   * The proof-of-delivery upload at this dropoff alone (a driver's phone): 'Take Photo' and 'Choose
   * File' send a Proof of Delivery filed against the stop at once, without the document list.
   */
  proofOfDeliveryStop?: ProofOfDeliveryStop;
}

/** A dropoff a proof of delivery is filed at: its stop id (an order dropoff's `stopId`) and number. */
export interface ProofOfDeliveryStop {
  stopId: string;
  stopNumber: number;
}

export interface ViewableDocument {
  id: string;
  name: string;
  extension: string;
  fileURL?: string;
}
export interface DocumentViewerProps {
  document: ViewableDocument | null;
  open: boolean;
  onClose: () => void;
}

export interface ShipmentCasesProps {
  shipmentId: string;
  shipmentNumber: string;
}

export interface CreateCaseDialogProps {
  shipmentId: string;
  shipmentNumber?: string;
  open: boolean;
  onClose: () => void;
  onCreated?: (caseNumber: string) => void;
}

/** An exposed module is an ES module whose default export is the component. */
export interface ExposedModule<P> {
  default: ComponentType<P>;
}

/**
 * A remote's `./routes`: the subtree, and optionally `preload(path, queryClient)`, which starts loading
 * the page chunks that path renders (the host calls it on a navigation's intent, so a click finds the
 * page loaded, not only the routes) and, given the shell's query client, the first read the address
 * decides (a list's first page). Resolves once the chunks have loaded; a path it does not know
 * resolves at once. Optional: a routes module without it is still one (remotes released before it).
 */
export interface RoutesModule<A extends RemoteApp> extends ExposedModule<RoutesProps<A>> {
  preload?: (path: string, queryClient?: ShellQueryClient) => Promise<void>;
}

/**
 * A dashboard tab's widget: the component, and optionally `preload(queryClient)`, which starts the tab's
 * first read. The host calls it at start once the session is live, so the read travels with the
 * widget's files instead of waiting for its first render. Optional, like the routes' `preload`.
 */
export interface DashboardTabModule extends ExposedModule<DashboardTabProps> {
  preload?: (queryClient: ShellQueryClient) => Promise<void>;
}

/** The host's one query client (remotes reach it with useQueryClient(), and never create one). */
export type ShellQueryClient = ReturnType<typeof useQueryClient>;

export interface RemoteModules {
  'mf_loadboard/routes': RoutesModule<'mf_loadboard'>;
  'mf_loadboard/LoadDetailDialog': ExposedModule<LoadDetailDialogProps>;
  'mf_loadboard/DashboardTendersTab': DashboardTabModule;
  'mf_loadboard/DashboardRatesTab': DashboardTabModule;
  'mf_shipments/routes': RoutesModule<'mf_shipments'>;
  'mf_shipments/DashboardShipmentsTab': DashboardTabModule;
  'mf_financials/routes': RoutesModule<'mf_financials'>;
  'mf_financials/DashboardAccountingTab': DashboardTabModule;
  'mf_financials/ShipmentFinancials': ExposedModule<ShipmentFinancialsProps>;
  'mf_cases_notes/routes': RoutesModule<'mf_cases_notes'>;
  'mf_cases_notes/NotesPanel': ExposedModule<NotesPanelProps>;
  'mf_cases_notes/DocumentsPanel': ExposedModule<DocumentsPanelProps>;
  'mf_cases_notes/DocumentViewer': ExposedModule<DocumentViewerProps>;
  'mf_cases_notes/ShipmentCases': ExposedModule<ShipmentCasesProps>;
  'mf_cases_notes/CreateCaseDialog': ExposedModule<CreateCaseDialogProps>;
  'mf_shipper_orders/routes': RoutesModule<'mf_shipper_orders'>;
}
export type RemoteModuleId = keyof RemoteModules;
export type RemoteModuleProps<K extends RemoteModuleId> =
  RemoteModules[K] extends ExposedModule<infer P> ? P : never;
export type ExposeName<A extends RemoteApp> = {
  [K in RemoteModuleId]: K extends `${A}/${infer E}` ? E : never;
}[RemoteModuleId];

/** What each remote must expose (its webpack config is generated from this list). */
export const REMOTE_EXPOSES: { [A in RemoteApp]: readonly ExposeName<A>[] } = {
  mf_loadboard: ['routes', 'LoadDetailDialog', 'DashboardTendersTab', 'DashboardRatesTab'],
  mf_shipments: ['routes', 'DashboardShipmentsTab'],
  mf_financials: ['routes', 'DashboardAccountingTab', 'ShipmentFinancials'],
  mf_cases_notes: [
    'routes',
    'NotesPanel',
    'DocumentsPanel',
    'DocumentViewer',
    'ShipmentCases',
    'CreateCaseDialog',
  ],
  mf_shipper_orders: ['routes'],
};

export function appOfModule(id: RemoteModuleId): RemoteApp {
  return id.slice(0, id.indexOf('/')) as RemoteApp;
}

/** The owner of a pathname's first segment, or undefined when the host owns it. */
export function routeOwner(pathname: string): { prefix: RoutePrefix; app: RemoteApp } | undefined {
  const first = `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
  const app = (ROUTE_OWNERS as Record<string, RemoteApp>)[first];
  return app ? { prefix: first as RoutePrefix, app } : undefined;
}
