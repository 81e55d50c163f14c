import { useLocation } from 'react-router';

/** The price board is active when the location contains /home/bang-gia (spec §2). */
export function useIsBoardActive(): boolean {
  return useLocation().pathname.includes('/home/bang-gia');
}
