// The client configuration the server inlines into the board routes' index.html
// (`<script type="application/json" id="sen-config">`, apps/server/src/modules/web/board-boot.ts):
// the body of `/config.json` as it was when the page was served, so the app renders the board in
// its first render instead of after a request (issue 28 item 2). Read once, checked by the same
// schema as the reply; its market time is taken as observed when the page's first byte arrived.
import { clientConfigSchema, type ClientConfig } from '@sen/protocol';

export const CONFIG_ELEMENT_ID = 'sen-config';

let read = false;

/** The inlined configuration (the first call only: later ones ask the server), else undefined. */
export function takeInlineConfig(): { config: ClientConfig; observedAt: number } | undefined {
  if (read || typeof document === 'undefined') return undefined;
  read = true;
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = clientConfigSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return undefined;
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const observedAt = performance.timeOrigin + (navigation?.responseStart ?? performance.now());
    return { config: parsed.data, observedAt };
  } catch {
    return undefined;
  }
}

/** For tests: read the element again. */
export function resetInlineConfig(): void {
  read = false;
}
