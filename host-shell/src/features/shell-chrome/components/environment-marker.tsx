// Spec 000 §1: "Environment marker 'test' is displayed in uat, local and test environments."
import { Tag } from 'antd';
import type { Environment } from '@trucks/shared-contracts/config/runtime-config';
import { useRuntimeConfig } from '../../../lib/runtime-config';

const MARKED_ENVIRONMENTS: readonly Environment[] = ['uat', 'local', 'test'];

function showsEnvironmentMarker(environment: Environment): boolean {
  return MARKED_ENVIRONMENTS.includes(environment);
}

export function EnvironmentMarker() {
  const { environment } = useRuntimeConfig();
  if (!showsEnvironmentMarker(environment)) return null;
  return (
    <Tag color="red" style={{ marginInlineEnd: 0, fontWeight: 600 }}>
      test
    </Tag>
  );
}
