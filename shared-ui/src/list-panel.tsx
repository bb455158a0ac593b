// The FILTERS tab of a ListPage's side panel: labelled fields stacked in the 275px panel. A page loads
// its filter form with the tab (`lazyPanel`, lazy-page.tsx): the date pickers, selects and the form
// are antd's late part. The views and the top bar's search box are in list-views.tsx.
//
// The filter fields below are bound to a `useListFilters` draft by key: each list page names its
// fields once instead of repeating the control, its value conversion and its setter.
import type { ReactNode } from 'react';
import { Checkbox, DatePicker, Form, Input, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { optionsOf } from './label-options';
import { FILTER_DATE_FORMAT, filterText as textAt, memoFilterField } from './list-views';
import type { FilterDraft } from './list-views';
import type { ListFilterValues } from './use-list-filters';

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
  /** What the field cannot take, under it in the error colour (the control's aria-describedby names it). */
  help?: ReactNode;
}

export function FilterField({ label, htmlFor, children, help }: FilterFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      style={{ marginBottom: 12 }}
      validateStatus={help ? 'error' : undefined}
      help={help}
    >
      {children}
    </Form.Item>
  );
}

interface DraftFieldProps<F extends ListFilterValues> {
  label: string;
  /** The id of the control; the label points at it. */
  id: string;
  filters: FilterDraft<F>;
}

function setText<F extends ListFilterValues>(filters: FilterDraft<F>, name: keyof F & string, value: string) {
  filters.setDraft(name, value as F[typeof name]);
}

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
