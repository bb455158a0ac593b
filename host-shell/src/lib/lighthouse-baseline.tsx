// `baseline.html`: a bare page of the host build that renders one antd Button through the same shared
// scope (the same shared chunks) as the shell. bench:lighthouse prints its figures beside the portal's, so a
// busy machine shows as a slow baseline instead of passing for a slow portal.
import { createRoot } from 'react-dom/client';
import { Button } from 'antd';

const container = document.getElementById('root');
if (!container) throw new Error('baseline.html has no #root');
createRoot(container).render(<Button type="primary">Baseline</Button>);
