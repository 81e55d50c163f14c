// Always mounted (the modal host): watches the visitor's alerts in the browser, or follows the
// customer's alerts on the server, and delivers their firings.
import { useSession } from '@/shared/session/use-session';
import { useCustomerAlerts } from '../hooks/use-customer-alerts';
import { useVisitorAlerts } from '../hooks/use-visitor-alerts';

export function AlertEffects() {
  const user = useSession((s) => s.token?.user ?? null);
  useVisitorAlerts(user === null);
  useCustomerAlerts(user);
  return null;
}
