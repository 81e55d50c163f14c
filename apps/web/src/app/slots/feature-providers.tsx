// Slot: providers of features (for example the auth session). Wrap `children` here.
import type { ReactNode } from 'react';

export function FeatureProviders({ children }: { children: ReactNode }) {
  return children;
}
