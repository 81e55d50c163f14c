// Logout: the one identity command the board's first load uses (the header's logout button and the
// idle timer), apart from ./identity.ts so that route does not build every identity schema.
import * as z from '../zod-mini.ts';
import { defineTradingCommand } from './command.ts';

/** Ends the session of the caller. */
export const logoutCommand = defineTradingCommand({
  cmd: 'Logout',
  names: {},
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({}),
  reply: z.object({ message: z.string() }),
});
