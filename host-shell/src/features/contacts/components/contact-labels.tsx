// How a contact reads in the list, the preview and the form: name, title (the spec gives two names
// for it), roles as labelled tags.
import { Flex, Tag } from 'antd';
import { roleLabel } from '@trucks/shared-contracts/domain/permission';
import type { Contact } from '@trucks/shared-contracts/domain/contact';

export const NONE = '—';

export function contactName(contact: Pick<Contact, 'firstName' | 'lastName'>): string {
  return `${contact.firstName} ${contact.lastName}`.trim();
}

/** 'functionTitle or title' (spec 001 §3). */
export function contactTitle(contact: Pick<Contact, 'functionTitle' | 'title'>): string {
  return contact.title || contact.functionTitle || '';
}

export function RoleTags({ roles }: { roles: readonly string[] }) {
  if (roles.length === 0) return <>{NONE}</>;
  return (
    <Flex gap={4} wrap>
      {roles.map((role) => (
        <Tag key={role}>{roleLabel(role)}</Tag>
      ))}
    </Flex>
  );
}

export function PortalAccessTag({ enabled }: { enabled: boolean }) {
  // antd's green preset (#389e0d on #f6ffed) is 3.4:1; green-9 on the same tint is 9:1 (WCAG AA).
  return enabled ? (
    <Tag style={{ color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' }}>Enabled</Tag>
  ) : (
    <Tag>No Access</Tag>
  );
}
