// The contents of a ListPage's side panel: the VIEWS tab (one view at a time, applied at once, with a
// count when the count query has answered) and the FILTERS tab (labelled fields stacked in the 275px
// panel), and the top bar's search box.
//
// The filter fields below are bound to a `useListFilters` draft by key: each list page names its
// fields once instead of repeating the control, its value conversion and its setter.
import { memo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Badge, Checkbox, DatePicker, Form, Input, Menu, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { optionsOf } from './label-options';
import type { ListFilterValues, ListFilters } from './use-list-filters';

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

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface ListView<K extends string> {
  key: K;
  label: string;
  /** Absent until the count is known: the slot stays empty rather than showing a wrong 0. */
  count?: number;
}

/** @public */
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
            {view.count === undefined ? null : (
              <>
                {/* The badge draws each digit apart; the view is read as 'Action Required 16'. */}
                <span aria-hidden>
                  <Badge count={view.count} showZero overflowCount={9999} color="gray" />
                </span>
                <span style={VISUALLY_HIDDEN}> {view.count}</span>
              </>
            )}
          </span>
        ),
      }))}
    />
  );
}

/** What a filter field needs of `useListFilters`: the panel's draft and its setter. */
export type FilterDraft<F extends ListFilterValues> = Pick<ListFilters<F>, 'draft' | 'setDraft'>;

interface DraftFieldProps<F extends ListFilterValues> {
  label: string;
  /** The id of the control; the label points at it. */
  id: string;
  filters: FilterDraft<F>;
}

// Filter values are query-string text; every key of F holds a string ('' when not set).
function textAt<F extends ListFilterValues>(values: F, name: keyof F & string): string {
  return values[name] ?? '';
}

function setText<F extends ListFilterValues>(filters: FilterDraft<F>, name: keyof F & string, value: string) {
  filters.setDraft(name, value as F[typeof name]);
}

/**
 * A filter field that renders again only when its own value (or another prop) changes. The list page
 * renders on every change of its URL (Apply, a re-sort, the next page), and each field of the panel
 * with it: on the load board that was most of a re-sort's 70 ms of rendering. The setters of
 * `useListFilters` keep one identity, so the props of an earlier render still set the current draft.
 * `valuesOf` names what the field shows: its draft keys, or its applied key for a view list.
 */
export function memoFilterField<P extends object>(
  field: ComponentType<P>,
  valuesOf: (props: P) => readonly string[],
): ComponentType<P> {
  return memo(field, (before, after) => {
    const keys = Object.keys(after) as (keyof P)[];
    if (keys.length !== Object.keys(before).length) return false;
    if (keys.some((key) => key !== 'filters' && before[key] !== after[key])) return false;
    const was = valuesOf(before);
    return valuesOf(after).every((value, index) => value === was[index]);
  });
}

/** The views of a list bound to one applied filter key: a click applies the view at once. */
export interface FilterViewListProps<F extends ListFilterValues> {
  label: string;
  views: readonly ListView<string>[];
  filters: Pick<ListFilters<F>, 'applied' | 'applyNow'>;
  /** The filter key the views set, e.g. 'view' or 'status'. */
  name: keyof F & string;
}

function FilterViewListField<F extends ListFilterValues>({
  label,
  views,
  filters,
  name,
}: FilterViewListProps<F>) {
  return (
    <ViewList
      label={label}
      views={views}
      selected={textAt(filters.applied, name)}
      onSelect={(key) => filters.applyNow(name, key as F[typeof name])}
    />
  );
}

export const FilterViewList = memoFilterField(FilterViewListField, ({ filters, name }) => [
  textAt(filters.applied, name),
]) as typeof FilterViewListField;

/** Dates travel in the query string as 'YYYY-MM-DD'. */
export const FILTER_DATE_FORMAT = 'YYYY-MM-DD';

function dateOf(text: string): Dayjs | null {
  return text ? dayjs(text) : null;
}

function textOf(date: Dayjs | null | undefined): string {
  return date ? date.format(FILTER_DATE_FORMAT) : '';
}

/** For identifiers (shipment #, postal code): spaces pasted around them would never match. */
export function trimmed(text: string): string {
  return text.trim();
}

export interface TextFilterProps<F extends ListFilterValues> extends DraftFieldProps<F> {
  name: keyof F & string;
  placeholder?: string;
  maxLength?: number;
  /** Applied to each keystroke's text, e.g. trimming a number or upper-casing a state code. */
  normalize?: (text: string) => string;
}

function TextFilterField<F extends ListFilterValues>({
  label,
  id,
  filters,
  name,
  placeholder,
  maxLength,
  normalize,
}: TextFilterProps<F>) {
  return (
    <FilterField label={label} htmlFor={id}>
      <Input
        id={id}
        placeholder={placeholder}
        maxLength={maxLength}
        value={textAt(filters.draft, name)}
        onChange={(e) => setText(filters, name, normalize ? normalize(e.target.value) : e.target.value)}
      />
    </FilterField>
  );
}

export const TextFilter = memoFilterField(TextFilterField, ({ filters, name }) => [
  textAt(filters.draft, name),
]) as typeof TextFilterField;

export interface SelectFilterProps<F extends ListFilterValues> extends DraftFieldProps<F> {
  name: keyof F & string;
  /** A label map from the contracts; its order is the options' order. */
  labels: Record<string | number, string>;
  /** Lets the user type to narrow a long list (by label). */
  searchable?: boolean;
}

/** A single choice or 'Any' (empty, cleared with the clear control). */
function SelectFilterField<F extends ListFilterValues>({
  label,
  id,
  filters,
  name,
  labels,
  searchable = false,
}: SelectFilterProps<F>) {
  return (
    <FilterField label={label} htmlFor={id}>
      <Select
        id={id}
        allowClear
        showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
        placeholder="Any"
        options={optionsOf(labels)}
        value={textAt(filters.draft, name) || undefined}
        onChange={(value?: string) => setText(filters, name, value ?? '')}
      />
    </FilterField>
  );
}

export const SelectFilter = memoFilterField(SelectFilterField, ({ filters, name }) => [
  textAt(filters.draft, name),
]) as typeof SelectFilterField;

export interface ChoiceFilterProps<F extends ListFilterValues> extends DraftFieldProps<F> {
  name: keyof F & string;
  /** The choices in their order, value to label. */
  labels: Record<string, string>;
}

/** One of a few choices, all in view (radio buttons stacked in the panel). */
function ChoiceFilterField<F extends ListFilterValues>({
  label,
  id,
  filters,
  name,
  labels,
}: ChoiceFilterProps<F>) {
  return (
    <FilterField label={label} htmlFor={id}>
      <Radio.Group
        id={id}
        value={textAt(filters.draft, name)}
        onChange={(e) => setText(filters, name, String(e.target.value))}
      >
        <Space orientation="vertical">
          {optionsOf(labels).map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </FilterField>
  );
}

export const ChoiceFilter = memoFilterField(ChoiceFilterField, ({ filters, name }) => [
  textAt(filters.draft, name),
]) as typeof ChoiceFilterField;

export interface DateFilterProps<F extends ListFilterValues> extends DraftFieldProps<F> {
  name: keyof F & string;
}

function DateFilterField<F extends ListFilterValues>({ label, id, filters, name }: DateFilterProps<F>) {
  return (
    <FilterField label={label} htmlFor={id}>
      <DatePicker
        id={id}
        style={{ width: '100%' }}
        value={dateOf(textAt(filters.draft, name))}
        onChange={(date) => setText(filters, name, textOf(date))}
      />
    </FilterField>
  );
}

export const DateFilter = memoFilterField(DateFilterField, ({ filters, name }) => [
  textAt(filters.draft, name),
]) as typeof DateFilterField;

export interface DateRangeFilterProps<F extends ListFilterValues> extends DraftFieldProps<F> {
  /** The key of the first day of the range. */
  start: keyof F & string;
  /** The key of the last day of the range. */
  end: keyof F & string;
}

/** Two date filters in one range picker; the range shows only when both ends are set. */
function DateRangeFilterField<F extends ListFilterValues>({
  label,
  id,
  filters,
  start,
  end,
}: DateRangeFilterProps<F>) {
  const from = dateOf(textAt(filters.draft, start));
  const to = dateOf(textAt(filters.draft, end));
  return (
    <FilterField label={label} htmlFor={id}>
      <DatePicker.RangePicker
        id={{ start: id }}
        style={{ width: '100%' }}
        value={from && to ? [from, to] : null}
        onChange={(range) => {
          setText(filters, start, textOf(range?.[0]));
          setText(filters, end, textOf(range?.[1]));
        }}
      />
    </FilterField>
  );
}

export const DateRangeFilter = memoFilterField(DateRangeFilterField, ({ filters, start, end }) => [
  textAt(filters.draft, start),
  textAt(filters.draft, end),
]) as typeof DateRangeFilterField;

export interface CheckboxFilterProps<F extends ListFilterValues> {
  /** The checkbox's own text, e.g. 'Include partials'. */
  label: string;
  filters: FilterDraft<F>;
  /** A key holding 'true' or 'false'. */
  name: keyof F & string;
}

function CheckboxFilterField<F extends ListFilterValues>({ label, filters, name }: CheckboxFilterProps<F>) {
  return (
    <Checkbox
      checked={textAt(filters.draft, name) === 'true'}
      onChange={(e) => setText(filters, name, String(e.target.checked))}
    >
      {label}
    </Checkbox>
  );
}

export const CheckboxFilter = memoFilterField(CheckboxFilterField, ({ filters, name }) => [
  textAt(filters.draft, name),
]) as typeof CheckboxFilterField;

export interface ListSearchBoxProps<F extends ListFilterValues> {
  /** The box's accessible name and placeholder, e.g. 'Search contacts'. */
  label: string;
  filters: Pick<ListFilters<F>, 'applied' | 'applyNow'>;
  /** The filter key the search sets, e.g. 'q'. */
  name: keyof F & string;
  maxLength?: number;
  width?: number;
}

/**
 * The top bar's search of a list: Enter (or the search button) applies the trimmed text at once; the
 * box follows the applied filter when it changes elsewhere (the panel, Back, Reset).
 */
export function ListSearchBox<F extends ListFilterValues>({
  label,
  filters,
  name,
  maxLength = 100,
  width = 240,
}: ListSearchBoxProps<F>) {
  const applied = textAt(filters.applied, name);
  const [typed, setTyped] = useState({ from: applied, text: applied });
  const text = typed.from === applied ? typed.text : applied;
  return (
    <Input.Search
      allowClear
      aria-label={label}
      placeholder={label}
      maxLength={maxLength}
      value={text}
      onChange={(event) => setTyped({ from: applied, text: event.target.value })}
      onSearch={(value) => filters.applyNow(name, value.trim() as F[typeof name])}
      style={{ width: '100%', maxWidth: width }}
    />
  );
}
