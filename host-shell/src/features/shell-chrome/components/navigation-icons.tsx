// One icon per side-navigation item, shown alone when the navigation is collapsed to 60px.
import type { ComponentType } from 'react';
import {
  AccountBookOutlined,
  AimOutlined,
  CalendarOutlined,
  HomeOutlined,
  ShoppingCartOutlined,
  AlertOutlined,
  BankOutlined,
  CarOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FireOutlined,
  InboxOutlined,
  LogoutOutlined,
  NodeIndexOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';

type Icon = ComponentType<{ 'aria-hidden'?: boolean; style?: React.CSSProperties }>;

/** By navigation item key (shared-contracts/access/navigation). */
export const NAVIGATION_ICON: Record<string, Icon> = {
  dashboard: DashboardOutlined,
  'load-board': TableOutlined,
  'live-equipment': EnvironmentOutlined,
  'saved-lanes': NodeIndexOutlined,
  'top-picks': FireOutlined,
  shipments: CarOutlined,
  tenders: InboxOutlined,
  'rate-requests': TagsOutlined,
  accounting: AccountBookOutlined,
  'payment-remittance': BankOutlined,
  'third-party-payer-invoices': FileTextOutlined,
  'accessorial-requests': AlertOutlined,
  videos: PlayCircleOutlined,
  contacts: TeamOutlined,
  orders: ShoppingCartOutlined,
  locations: HomeOutlined,
  'shipment-booking': CalendarOutlined,
  'shipment-tracking': AimOutlined,
  support: QuestionCircleOutlined,
  logout: LogoutOutlined,
};

export const FALLBACK_NAVIGATION_ICON: Icon = TableOutlined;
