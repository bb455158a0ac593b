// `baseline.html`: a bare page of the host build that renders one antd Button through the same shared
// scope, theme and styles as the shell. bench:lighthouse prints its figures beside the portal's, so a
// busy machine shows as a slow baseline instead of passing for a slow portal.
import { createRoot } from 'react-dom/client';
import { Button, ConfigProvider } from 'antd';
import { PORTAL_THEME } from '../app/theme';

const container = document.getElementById('root');
if (!container) throw new Error('baseline.html has no #root');
createRoot(container).render(
  <ConfigProvider theme={PORTAL_THEME}>
    <Button type="primary">Baseline</Button>
  </ConfigProvider>,
);
