// Builds the AsyncAPI 3 reference of the realtime channel (Socket.IO) from the protocol's zod
// schemas: the `regs` frames a client sends, the `public` market messages and the `private`
// messages of a registered session. Each frame carries an example its schema accepts.
import {
  APP_VERSION,
  CLIENT_FRAME_SCHEMAS,
  PRIVATE_EVENT,
  PUBLIC_EVENT,
  REGS_EVENT,
  privateMessageSchema,
  publicMessageSchema,
} from '@sen/protocol';
import type { z } from 'zod';
import { jsonSchemaOf, type JsonSchema } from './json-schema.ts';

/** Examples of the client frames, by action (api-reference.test.ts parses each with its schema). */
export const CLIENT_FRAME_EXAMPLES: Readonly<Record<keyof typeof CLIENT_FRAME_SCHEMAS, unknown>> = {
  join: { action: 'join', data: 'FPT,VNM,HPG' },
  leave: { action: 'leave', data: 'FPT' },
  ping: { action: 'ping', mode: 'sync', data: ' ' },
  register: { action: 'register', data: { user: 'demo', session: '<session id>' } },
  ListAccount: { action: 'ListAccount' },
  getSymbolInfo: { action: 'getSymbolInfo', data: 'FPT' },
};

const ref = (kind: string, name: string): JsonSchema => ({ $ref: `#/components/${kind}/${name}` });

function message(
  name: string,
  schema: z.core.$ZodType,
  io: 'input' | 'output',
  example?: unknown,
): JsonSchema {
  return {
    name,
    title: name,
    contentType: 'application/json',
    payload: jsonSchemaOf(schema, io),
    ...(example === undefined ? {} : { examples: [{ name, payload: example }] }),
  };
}

/** The AsyncAPI 3.0 document of the realtime channel at `socketPath`. */
export function buildAsyncApi(socketPath: string): JsonSchema {
  const messages: Record<string, JsonSchema> = {};
  for (const [action, schema] of Object.entries(CLIENT_FRAME_SCHEMAS)) {
    messages[`regs.${action}`] = message(
      action,
      schema,
      'input',
      CLIENT_FRAME_EXAMPLES[action as keyof typeof CLIENT_FRAME_SCHEMAS],
    );
  }
  messages.public = message('public', publicMessageSchema, 'input');
  messages.private = message('private', privateMessageSchema, 'output');
  const regs = Object.keys(CLIENT_FRAME_SCHEMAS).map((action) => `regs.${action}`);
  const channelMessages = (names: string[]): Record<string, JsonSchema> =>
    Object.fromEntries(names.map((name) => [name, ref('messages', name)]));
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Sen realtime channel',
      version: APP_VERSION,
      description:
        `Socket.IO at ${socketPath}. A client emits frames on the "${REGS_EVENT}" event (a JSON string ` +
        `or object); market messages arrive on "${PUBLIC_EVENT}" as {data: message}; after a ` +
        `register frame, the session's messages arrive on "${PRIVATE_EVENT}". Generated from the ` +
        'zod schemas of @sen/protocol.',
    },
    servers: { sen: { host: 'localhost', protocol: 'ws', pathname: socketPath } },
    defaultContentType: 'application/json',
    channels: {
      regs: { address: REGS_EVENT, messages: channelMessages(regs) },
      public: { address: PUBLIC_EVENT, messages: channelMessages(['public']) },
      private: { address: PRIVATE_EVENT, messages: channelMessages(['private']) },
    },
    operations: {
      sendFrame: {
        action: 'send',
        channel: { $ref: '#/channels/regs' },
        messages: regs.map((name) => ({ $ref: `#/channels/regs/messages/${name}` })),
      },
      receivePublic: {
        action: 'receive',
        channel: { $ref: '#/channels/public' },
        messages: [{ $ref: '#/channels/public/messages/public' }],
      },
      receivePrivate: {
        action: 'receive',
        channel: { $ref: '#/channels/private' },
        messages: [{ $ref: '#/channels/private/messages/private' }],
      },
    },
    components: { messages },
  };
}
