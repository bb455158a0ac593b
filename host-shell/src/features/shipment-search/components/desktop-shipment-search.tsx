// Desktop: the search box with a dropdown of results (antd AutoComplete: arrow keys move, Enter
// selects, Escape closes).
import { useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { ShipmentSearchResult } from '@trucks/shared-contracts/domain/shipment';
import { LIST_TIMING } from '@trucks/shared-contracts/rules/page-sizes';
import { useShipmentSearch } from '../api/shipment-search';
import { SearchFeedback, SearchResultSummary } from './search-result-summary';

export const SEARCH_PLACEHOLDER = 'Search Shipments';

/** 'Dropdown default height 30vh' (spec 000 §9); antd's list takes pixels. */
function dropdownHeight(): number {
  return Math.round(window.innerHeight * 0.3);
}

export interface ShipmentSearchFieldProps {
  viaBrokerQuickSearch: boolean;
  onChoose: (result: ShipmentSearchResult) => void;
}

export function DesktopShipmentSearch({ viaBrokerQuickSearch, onChoose }: ShipmentSearchFieldProps) {
  const [text, setText] = useState('');
  const state = useShipmentSearch(text, {
    debounceMs: LIST_TIMING.searchDebounceDesktopMs,
    viaBrokerQuickSearch,
  });
  const results = state.kind === 'found' ? state.results : [];

  return (
    <AutoComplete
      value={text}
      onChange={(value: string | undefined) => setText(value ?? '')}
      onSelect={(shipmentNumber: string | undefined) => {
        const chosen = results.find((result) => result.shipmentNumber === shipmentNumber);
        setText('');
        if (chosen) onChoose(chosen);
      }}
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
      style={{ width: 280 }}
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
