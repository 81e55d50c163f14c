// The order ticket's form (react-hook-form with zod, as the account screens): the shape of each
// field here, the market rules (order type, tick, band, lot, session) in ticket-draft.ts at submit.
// Messages are order-validation keys of @sen/market or keys of the trading namespace.
import { z } from 'zod';

export const ticketFormSchema = z.object({
  side: z.enum(['B', 'S']),
  symbol: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,20}$/, 'order.symbolInvalid'),
  price: z.string().trim().min(1, 'order.priceInvalid').max(16, 'order.priceInvalid'),
  volume: z.string().regex(/^[1-9]\d{0,7}$/, 'order.volumeInvalid'),
  nextSession: z.boolean(),
  /** Asked only while the session has no confirmed PIN; checked at submit then. */
  pin: z.string().max(6),
});

export type TicketFormInput = z.input<typeof ticketFormSchema>;
export type TicketFormValues = z.output<typeof ticketFormSchema>;

/** The order-row edit: a new price (screen units) or volume; the order type stays. */
export const orderEditSchema = z.object({
  price: z.string().trim().max(16, 'order.priceInvalid'),
  volume: z.string().regex(/^[1-9]\d{0,7}$/, 'order.volumeInvalid'),
});
export type OrderEditValues = z.output<typeof orderEditSchema>;
