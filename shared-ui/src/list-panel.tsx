// The contents of a ListPage's side panel: the VIEWS tab (one view at a time, applied at once, with a
// count when the count query has answered) and the FILTERS tab (labelled fields stacked in the 275px
// panel). Added by the remotes helper, used by the five remotes' list pages.
import type { ReactNode } from 'react';
import { Badge, Form, Menu } from 'antd';

export function FilterForm({ children }: { children: ReactNode }) {
  return (
    <Form layout="vertical" component="div" style={{ paddingBottom: 8 }}>
      {children}
    </Form>
  );
}

export interface FilterFieldProps {
  label: string;
  /** The id of the control, so the label names it for assistive technology. */
  htmlFor: string;
  children: ReactNode;
}

export function FilterField({ label, htmlFor, children }: FilterFieldProps) {
  return (
    <Form.Item label={label} htmlFor={htmlFor} style={{ marginBottom: 12 }}>
      {children}
    </Form.Item>
  );
}

export interface ListView<K extends string> {
  key: K;
  label: string;
  /** Absent until the count is known: the slot stays empty rather than showing a wrong 0. */
  count?: number;
}

export interface ViewListProps<K extends string> {
  /** The accessible name of the list of views, e.g. 'Invoice views'. */
  label: string;
  views: readonly ListView<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

export function ViewList<K extends string>({ label, views, selected, onSelect }: ViewListProps<K>) {
  return (
    <Menu
      aria-label={label}
      mode="inline"
      selectedKeys={[selected]}
      onClick={({ key }) => onSelect(key as K)}
      style={{ borderInlineEnd: 'none' }}
      items={views.map((view) => ({
        key: view.key,
        label: (
          <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            {view.label}
            {view.count === undefined ? null : <Badge count={view.count} showZero overflowCount={9999} color="gray" />}
          </span>
        ),
      }))}
    />
  );
}
