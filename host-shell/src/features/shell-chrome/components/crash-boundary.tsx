// Spec 000 §2, §8: a render error shows the crash screen, 'Whoops! Something Went Wrong', with
// 'Return to Home Page', which goes to '/' and renders the page again. Moving to another address
// (the navigation stays usable) also clears it.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { StatusView } from '@trucks/shared-ui/status-view';

const CRASH_TITLE = 'Whoops! Something Went Wrong';

interface BoundaryProps {
  /** The address; a new one clears the crash. */
  resetKey: string;
  onReturnHome: () => void;
  children: ReactNode;
}

class PageErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page crashed:', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <StatusView
        status="crash"
        title={CRASH_TITLE}
        extra={
          <Button
            type="primary"
            onClick={() => {
              this.props.onReturnHome();
              this.setState({ error: null });
            }}
          >
            Return to Home Page
          </Button>
        }
      />
    );
  }
}

export function CrashBoundary({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname} onReturnHome={() => navigate('/')}>
      {children}
    </PageErrorBoundary>
  );
}
