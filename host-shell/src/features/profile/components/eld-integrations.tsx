// The profile's Integrations tab (/profile?tab=integrations): the carrier's ELD integration from
// carriers/eld-integration-settings, an expired Samsara token called out (the 'Expired Samsara Token'
// modal links here), and Sync (POST carriers/sync, empty body).
import { Alert, App, Button, Descriptions, Flex, Tag } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { EldIntegrationSettings } from '@trucks/shared-contracts/api/catalogue/carriers';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { useEldIntegrationSettings, useSyncEldIntegrations } from '../api/profile';

const SYNC_STARTED = 'Sync Started';
const SAMSARA_EXPIRED =
  'Your Samsara token has expired. Reconnect Samsara so your loads keep tracking automatically.';

type EldStatus = 'Expired' | 'Connected' | 'Not Connected';

function eldStatus(settings: EldIntegrationSettings): EldStatus {
  if (settings.provider === 'Samsara' && settings.samsaraIsExpired) return 'Expired';
  return settings.isConnected ? 'Connected' : 'Not Connected';
}

const STATUS_COLOR: Record<EldStatus, string> = {
  Expired: 'red',
  Connected: 'green',
  'Not Connected': 'default',
};

export function EldIntegrations() {
  const { message } = App.useApp();
  const settings = useEldIntegrationSettings();
  const sync = useSyncEldIntegrations();

  const syncButton = (
    <Button
      icon={<SyncOutlined />}
      loading={sync.isPending}
      onClick={() =>
        sync.mutate(
          { body: {} },
          {
            onSuccess: () => void message.success(SYNC_STARTED),
            onError: (error) => void message.error(error.message),
          },
        )
      }
    >
      Sync
    </Button>
  );

  return (
    <DetailSection title="ELD Integrations" loading={settings.isPending} extra={syncButton}>
      {settings.isError ? (
        <QueryErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <Flex vertical gap={12}>
          {eldStatus(settings.data) === 'Expired' ? (
            <Alert type="warning" showIcon title="Expired Samsara Token" description={SAMSARA_EXPIRED} />
          ) : null}
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'provider', label: 'Provider', children: settings.data.provider ?? 'No ELD provider' },
              {
                key: 'status',
                label: 'Status',
                children: (
                  <Tag color={STATUS_COLOR[eldStatus(settings.data)]}>{eldStatus(settings.data)}</Tag>
                ),
              },
            ]}
          />
        </Flex>
      ) : null}
    </DetailSection>
  );
}
