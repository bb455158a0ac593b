// /shipment-booking/consolidate: turn open orders into one shipment (spec 001 §7 'consolidatable
// orders, draft shipment, create'). The base order and the limits travel in the address; the limits
// start on the 001 §9 defaults (max weight 45000, max units 60, 40 miles, plus or minus 2 days). The
// chosen orders go to the draft shipment (reused or created, 001 §4), which is then created with
// origination TmsContract or TmsSpot and maxBuy 0: 'Shipment {number} Created!'.
import { useState } from 'react';
import { App, Button, Flex, Radio, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { RATE_SOURCE_LABEL, RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { formatWeight } from '@trucks/shared-contracts/format/measure';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { orderWeight } from '../../../lib/order-summary';
import { useErrorToast } from '../../../ui/use-error-toast';
import {
  consolidationParamsOf,
  limitsOf,
  useConsolidatableOrders,
  useCreateShipment,
  useDraftShipment,
} from '../api/consolidation';
import { orderUnits } from '../lib/booking-rules';
import { ConsolidationCandidates } from './consolidation-candidates';
import { ConsolidationSearchForm } from './consolidation-search-form';
import type { ConsolidationSearch } from './consolidation-search-form';

type Origination = typeof RateSource.TmsContract | typeof RateSource.TmsSpot;

export function ConsolidationPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const toastError = useErrorToast();
  const orderNumber = params.get('order')?.trim() ?? '';
  const limits = limitsOf(params);
  const candidates = useConsolidatableOrders(orderNumber ? { orderNumber, ...limits } : null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [origination, setOrigination] = useState<Origination>(RateSource.TmsContract);
  const draft = useDraftShipment();
  const create = useCreateShipment();

  const rows = candidates.data ?? [];
  const picked = rows.filter((o) => chosen.includes(o.orderNumber));
  const weight = picked.reduce((sum, o) => sum + orderWeight(o), 0);
  const units = picked.reduce((sum, o) => sum + orderUnits(o), 0);
  const saving = draft.isPending || create.isPending;

  const search = (values: ConsolidationSearch) => {
    setChosen([]);
    setParams(consolidationParamsOf(values));
  };

  const createShipment = () => {
    const orderNumbers = [orderNumber, ...chosen];
    draft.mutate(
      { body: { orderNumbers } },
      {
        onSuccess: () =>
          create.mutate(
            { body: { orderNumbers, originationType: origination, maxBuy: 0 } },
            {
              onSuccess: (shipment) => {
                void message.success(`Shipment ${shipment.shipmentNumber} Created!`);
                void navigate(paths.managedShipmentPreview(shipment.shipmentNumber));
              },
              onError: toastError,
            },
          ),
        onError: toastError,
      },
    );
  };

  return (
    <PageFrame title="Shipment Booking">
      <Flex vertical gap={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Consolidate Orders
        </Typography.Title>
        <DetailSection title="Orders that fit one truck" loading={false}>
          <ConsolidationSearchForm
            key={params.toString()}
            initialValues={{ order: orderNumber, ...limits }}
            onSearch={search}
          />
          <ConsolidationCandidates
            orderNumber={orderNumber}
            candidates={candidates}
            chosen={chosen}
            onChoose={setChosen}
          />
        </DetailSection>
        {orderNumber ? (
          <DetailSection title="Create the shipment" loading={false}>
            <Flex vertical gap={12}>
              <Typography.Text>
                Order {orderNumber}
                {chosen.length ? ` with ${chosen.join(', ')}` : ' alone'}; the added orders weigh{' '}
                {formatWeight(weight)} in {units} units.
              </Typography.Text>
              <Radio.Group
                aria-label="Origination Type"
                value={origination}
                onChange={(e) => setOrigination(e.target.value as Origination)}
                options={[RateSource.TmsContract, RateSource.TmsSpot].map((value) => ({
                  value,
                  label: RATE_SOURCE_LABEL[value],
                }))}
              />
              <Flex>
                <Button type="primary" loading={saving} onClick={createShipment}>
                  Create Shipment
                </Button>
              </Flex>
            </Flex>
          </DetailSection>
        ) : null}
      </Flex>
    </PageFrame>
  );
}
