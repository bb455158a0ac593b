// The desktop search box once its code has loaded: antd AutoComplete with the results as options
// (arrow keys move, Enter selects, Escape closes). A chunk of its own: AutoComplete (rc-select) is not
// in antd's first part, so the first paint shows a plain box of the same look and name in its place
// (desktop-shipment-search.tsx), which hands over its text, focus and caret here.
import { useLayoutEffect, useRef } from 'react';
import { AutoComplete, Input } from 'antd';
import type { RefSelectProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { ShipmentSearchResult } from '@trucks/shared-contracts/domain/shipment';
import type { ShipmentSearchState } from '../api/shipment-search';
import { SEARCH_BOX_WIDTH, SEARCH_PLACEHOLDER } from '../lib/search-box';
import type { SearchBoxHandoff } from '../lib/search-box';
import { SearchFeedback, SearchResultSummary } from './search-result-summary';

/** 'Dropdown default height 30vh' (spec 000 §9); antd's list takes pixels. */
function dropdownHeight(): number {
  return Math.round(window.innerHeight * 0.3);
}

export interface ShipmentAutoCompleteProps {
  text: string;
  onTextChange: (text: string) => void;
  state: ShipmentSearchState;
  onChoose: (result: ShipmentSearchResult) => void;
  /** The plain box's focus and caret at the moment this one replaced it, if it had the focus. */
  handoff: SearchBoxHandoff | undefined;
}

export function ShipmentAutoComplete({
  text,
  onTextChange,
  state,
  onChoose,
  handoff,
}: ShipmentAutoCompleteProps) {
  const box = useRef<RefSelectProps>(null);
  const results = state.kind === 'found' ? state.results : [];

  // Before the browser paints: the box the user was typing in keeps the focus and the caret.
  useLayoutEffect(() => {
    const element = box.current?.nativeElement.querySelector('input');
    if (!handoff || !element) return;
    element.focus({ preventScroll: true });
    element.setSelectionRange(handoff.selectionStart, handoff.selectionEnd, handoff.selectionDirection);
  }, [handoff]);

  return (
    <AutoComplete
      ref={box}
      value={text}
      onChange={(value: string | undefined) => onTextChange(value ?? '')}
      onSelect={(shipmentNumber: string | undefined) => {
        const chosen = results.find((result) => result.shipmentNumber === shipmentNumber);
        onTextChange('');
        if (chosen) onChoose(chosen);
      }}
      // Taking over from a focused plain box: the focus stays, and text typed there shows its results
      // (or 'Searching…') at once.
      autoFocus={handoff !== undefined}
      defaultOpen={handoff !== undefined && text.trim() !== ''}
      options={results.map((result) => ({
        value: result.shipmentNumber,
        label: <SearchResultSummary result={result} />,
      }))}
      // No dropdown while the box is empty; otherwise searching, the failure, or 'No Options'.
      notFoundContent={state.kind === 'idle' ? null : <SearchFeedback state={state} />}
      filterOption={false}
      virtual={false}
      listHeight={dropdownHeight()}
      popupMatchSelectWidth={360}
      style={{ width: SEARCH_BOX_WIDTH }}
    >
      <Input
        aria-label={SEARCH_PLACEHOLDER}
        placeholder={SEARCH_PLACEHOLDER}
        prefix={<SearchOutlined />}
        allowClear
      />
    </AutoComplete>
  );
}
