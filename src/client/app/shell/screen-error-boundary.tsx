import { Component, useState, type ReactNode } from 'react';
import { sharedMessages } from '@/client/components/shared-messages';
import { Button } from '@/client/components/ui/button';
import { LoadError } from '@/client/components/ui/load-error';
import { isChunkLoadError } from '@/client/lib/chunk-errors';
import { useMessages } from '@/client/lib/i18n';
import { loadScreen } from '../router';

interface Props {
  /** Moving to another address clears the failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** Whether what failed was the screen's code or texts arriving, which may work next time. */
  notLoaded: boolean;
  resetKey: string;
}

/**
 * A screen whose code or texts did not arrive (offline, or a dropped connection): says so and offers to try again,
 * which fetches them again and shows the screen once they are here.
 */
function ScreenNotLoaded({ onLoaded }: { onLoaded(): void }) {
  const t = useMessages(sharedMessages);
  const [trying, setTrying] = useState(false);
  const retry = () => {
    setTrying(true);
    loadScreen(window.location.pathname).then(onLoaded, () => setTrying(false));
  };
  return (
    <div role="alert" className="space-y-3">
      <h1 className="text-xl font-semibold">{t('screenOfflineTitle')}</h1>
      <p className="text-muted-foreground">{t('screenOfflineText')}</p>
      <Button onClick={retry} disabled={trying}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}

/** A screen that fails shows a message instead of a blank page. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, notLoaded: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, notLoaded: isChunkLoadError(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-7xl px-4 py-16">
        {this.state.notLoaded ? <ScreenNotLoaded onLoaded={() => this.setState({ failed: false })} /> : <LoadError />}
      </div>
    );
  }
}
