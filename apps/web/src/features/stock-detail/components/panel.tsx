// A titled box of the page with its own error boundary: a section that throws while rendering
// shows a retry in place and leaves the rest of the page alone.
import type { ReactNode } from 'react';
import { PanelBoundary } from '@/shared/ui/panel-boundary';
import styles from './stock-detail.module.css';

interface Props {
  title: ReactNode;
  tools?: ReactNode;
  testId?: string;
  children: ReactNode;
}

export function Panel({ title, tools, testId, children }: Props) {
  return (
    <section className={styles.panel} data-testid={testId}>
      <header className={styles.panelHead}>
        <span>{title}</span>
        {tools && <span className={styles.panelTools}>{tools}</span>}
      </header>
      <div className={styles.panelBody}>
        <PanelBoundary>{children}</PanelBoundary>
      </div>
    </section>
  );
}
