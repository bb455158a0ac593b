// The phone's search drawer (full screen, 'Search By Shipment #'): the same box and the results as a
// list. The box is a combobox over the list: arrow keys move the active result, Enter opens it. A chunk
// of its own: antd's Drawer and Input are not on the first paint, they load when the search button is
// first used or pointed at (mobile-shipment-search.tsx).
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Drawer, Input, theme } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { ShipmentSearchResult } from '@trucks/shared-contracts/domain/shipment';
import { LIST_TIMING } from '@trucks/shared-contracts/rules/page-sizes';
import { useShipmentSearch } from '../api/shipment-search';
import { SEARCH_PLACEHOLDER } from '../lib/search-box';
import type { ShipmentSearchFieldProps } from '../lib/search-box';
import { SearchFeedback, SearchResultSummary } from './search-result-summary';

const MOBILE_DRAWER_TITLE = 'Search By Shipment #';

export interface MobileSearchDrawerProps extends ShipmentSearchFieldProps {
  open: boolean;
  onClose: () => void;
}

export function MobileSearchDrawer({
  open,
  onClose,
  viaBrokerQuickSearch,
  onChoose,
}: MobileSearchDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={MOBILE_DRAWER_TITLE}
      placement="bottom"
      size="100%"
      destroyOnHidden
    >
      <SearchList
        viaBrokerQuickSearch={viaBrokerQuickSearch}
        onChoose={(result) => {
          onClose();
          onChoose(result);
        }}
      />
    </Drawer>
  );
}

function SearchList({ viaBrokerQuickSearch, onChoose }: ShipmentSearchFieldProps) {
  const { token } = theme.useToken();
  const listId = useId();
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const state = useShipmentSearch(text, {
    debounceMs: LIST_TIMING.searchDebounceMobileMs,
    viaBrokerQuickSearch,
  });
  const results = state.kind === 'found' ? state.results : [];
  const active = Math.min(activeIndex, results.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (result: ShipmentSearchResult) => {
    setText('');
    setActiveIndex(-1);
    onChoose(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex(Math.min(active + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(Math.max(active - 1, 0));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(results[active]!);
    }
  };

  return (
    <>
      <Input
        role="combobox"
        aria-label={SEARCH_PLACEHOLDER}
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        placeholder={SEARCH_PLACEHOLDER}
        prefix={<SearchOutlined />}
        autoFocus
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div style={{ marginTop: token.marginSM }}>
        <SearchFeedback state={state} />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Shipments found"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {results.map((result, index) => (
          <li
            key={result.shipmentNumber}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(result)}
            style={{
              cursor: 'pointer',
              padding: `${token.paddingXS}px ${token.paddingSM}px`,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              background: index === active ? token.controlItemBgActive : undefined,
            }}
          >
            <SearchResultSummary result={result} />
          </li>
        ))}
      </ul>
    </>
  );
}
