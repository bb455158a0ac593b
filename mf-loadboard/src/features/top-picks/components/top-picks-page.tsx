// /top-picks (Load Board group): open loads matched to the carrier, the ones on its saved lanes first,
// then the best paying per mile (the server's order; the spec does not show the content). A row opens
// the load-detail dialog.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router';
import type { MatchingShipment } from '@trucks/shared-contracts/domain/shipment';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import { matchingColumns } from '../../../ui/matching-columns';
import { TOP_PICKS_LIST, topPickPageQueryOptions } from '../api/top-picks';

const VIEWS: readonly ListView<'all'>[] = [{ key: 'all', label: 'All Picks' }];

export interface TopPicksPageProps {
  /** The load-detail dialog for a row (the app gives it; features do not import each other). */
  renderDetail: (shipmentNumber: string, onClose: () => void) => ReactNode;
}

export function TopPicksPage({ renderDetail }: TopPicksPageProps) {
  const [opened, setOpened] = useState<string | null>(null);
  const list = usePagedList({
    ...TOP_PICKS_LIST,
    pageQuery: topPickPageQueryOptions,
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const open = (load: MatchingShipment) => setOpened(load.shipmentNumber);
  return (
    <PagedListPage
      title="Top Picks"
      list={list}
      columns={matchingColumns(open, { deadhead: false })}
      rowKey={(load) => load.id}
      noun={{ one: 'top pick', other: 'top picks' }}
      emptyMessage={{ filtered: 'No top picks match', unfiltered: 'No top picks right now' }}
      onOpen={open}
      exportFileName="top-picks"
      views={<FilterViewList label="Top pick views" views={VIEWS} filters={list.filters} name="view" />}
      filters={
        <Typography.Paragraph type="secondary">
          Top picks follow your <Link to={paths.savedLanes()}>saved lanes</Link>, then the best rate per mile.
        </Typography.Paragraph>
      }
    >
      {opened ? renderDetail(opened, () => setOpened(null)) : null}
    </PagedListPage>
  );
}
